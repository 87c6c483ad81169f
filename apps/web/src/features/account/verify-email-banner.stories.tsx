import type { Meta, StoryObj } from '@storybook/react-vite';
import { THEME_PAIR_OF_LANDMARKS, ThemePair } from '@betterplay/ui/storybook';
import { fn } from 'storybook/test';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

/** The line under the header while a signed-in person's email is not verified. */
const meta = {
  title: 'Account/VerifyEmailBanner',
  component: VerifyEmailBanner,
  tags: ['autodocs'],
  args: { email: 'alex@example.com', sending: false, onResend: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof VerifyEmailBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unverified: Story = {};

/** 'Resend' pressed: the button waits and says so. */
export const Sending: Story = { args: { sending: true } };

/** A long address wraps after '@' and before each '.', never sideways. */
export const LongEmail: Story = {
  args: { email: 'alexandra.morgan-whitfield@tennis-club.melbourne.example.com' },
};

/** Waiting and sending, in the light and the dark theme side by side. */
export const BothThemes: Story = {
  // Each copy is the page's one 'Email verification' region.
  parameters: { ...THEME_PAIR_OF_LANDMARKS, layout: 'padded' },
  render: (args) => (
    <ThemePair>
      <VerifyEmailBanner {...args} />
      <VerifyEmailBanner {...args} sending />
    </ThemePair>
  ),
};
