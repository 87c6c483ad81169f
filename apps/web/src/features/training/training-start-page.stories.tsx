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

/** /training: the three sports with coaches; it needs no data and no sign-in. */
const meta = {
  title: 'Pages/Training',
  globals: onPhone,
  component: AppAt,
  args: { path: '/training' },
  parameters: { ...PAGE_PARAMETERS, msw: signedInHandlers },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Badminton, Basketball and Tennis as tiles, each with a line on what its coaches teach. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Pick a Sport' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tennis' })).toHaveAttribute(
      'href',
      '/training/tennis',
    );
  },
};

/** A visitor sees the same sports. */
export const SignedOut: Story = {
  beforeEach: asVisitor,
  parameters: { msw: [] },
};

export const Tablet: Story = { globals: onTablet };

export const Desktop: Story = { globals: onDesktop };
