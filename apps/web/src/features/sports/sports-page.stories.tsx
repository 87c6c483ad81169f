import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  AppAt,
  asPlayer,
  asVisitor,
  onDesktop,
  onTablet,
  PAGE_PARAMETERS,
  signedInHandlers,
  onPhone,
} from '../../storybook/page-story.tsx';

/** /sports: the four sports with socials; it needs no data and no sign-in. */
const meta = {
  title: 'Pages/Sports',
  globals: onPhone,
  component: AppAt,
  args: { path: '/sports' },
  parameters: { ...PAGE_PARAMETERS },
  beforeEach: asVisitor,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Join a Social' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Badminton' })).toHaveAttribute(
      'href',
      '/sports/badminton',
    );
  },
};

export const Loaded: Story = {
  beforeEach: asPlayer,
  parameters: { msw: signedInHandlers },
};

export const Tablet: Story = { globals: onTablet };

export const Desktop: Story = { globals: onDesktop };
