import { errorMessage } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemePair } from '@betterplay/ui/storybook';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordView } from './forgot-password-view.tsx';

/** The sign-in dialog's 'Forgot your password?' form: asking, sending, sent and refused. */
const meta = {
  title: 'Account/ForgotPasswordView',
  component: ForgotPasswordView,
  tags: ['autodocs'],
  args: { sent: false, sending: false, error: null, onSend: fn(), onBack: fn() },
  decorators: [
    (Story) => (
      <div className="w-[358px] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The email, 'Send link' and the way back to signing in. */
export const Asking: Story = {};

/** The email typed on the sign-in form comes along. */
export const WithEmail: Story = { args: { defaultEmail: 'alex@example.com' } };

/** The request is on its way. */
export const Sending: Story = { args: { defaultEmail: 'alex@example.com', sending: true } };

/** The one answer, whether or not the email has an account. */
export const Sent: Story = { args: { sent: true } };

/** The server refused (too many requests): its message, and the form to try again. */
export const Refused: Story = {
  args: {
    defaultEmail: 'alex@example.com',
    error: errorMessage('RATE_LIMITED', { wait: 'a minute' }),
  },
};

/** An email that is not one: the sign-up's message, and nothing is sent. */
export const InvalidEmail: Story = {
  args: { defaultEmail: 'alex@' },
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Send link' }));
    await expect(await form.findByText('Please enter a valid email address')).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Asking, refused and sent, in the light and the dark theme side by side. */
export const BothThemes: Story = {
  render: (args) => (
    <ThemePair>
      <ForgotPasswordView {...args} defaultEmail="alex@example.com" />
      <ForgotPasswordView {...args} error={errorMessage('RATE_LIMITED', { wait: '3 minutes' })} />
      <ForgotPasswordView {...args} sent />
    </ThemePair>
  ),
};
