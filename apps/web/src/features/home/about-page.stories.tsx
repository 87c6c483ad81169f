import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  AppAt,
  asPlayer,
  asVisitor,
  onPhone,
  PAGE_PARAMETERS,
  signedInHandlers,
} from '../../storybook/page-story.tsx';
import { ABOUT_SECTION_ID } from '../layout/use-about-navigation.ts';

/** /about has no page of its own: it opens the home page at its About section. */
const meta = {
  title: 'Pages/About',
  component: AppAt,
  globals: onPhone,
  args: { path: '/about' },
  parameters: { ...PAGE_PARAMETERS, msw: signedInHandlers },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page scrolled to 'About Better Play': finding sports, communities, skills. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const about = await page.findByRole('region', { name: 'About Better Play' });
    await expect(about).toHaveAttribute('id', ABOUT_SECTION_ID);
    await expect(within(about).getByRole('heading', { name: 'Join Communities' })).toBeVisible();
    // Scrolled to: the section's top is in the window, below the sticky header.
    await waitFor(() => expect(about.getBoundingClientRect().top).toBeLessThan(window.innerHeight));
  },
};

/** The same section as a visitor sees it. */
export const SignedOut: Story = { beforeEach: asVisitor };
