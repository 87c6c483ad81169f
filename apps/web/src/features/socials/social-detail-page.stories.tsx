import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fail, hold } from '../../storybook/api-mocks.ts';
import {
  AppAt,
  asPlayer,
  asVisitor,
  onDesktop,
  onPhone,
  onTablet,
  PAGE_PARAMETERS,
  signedInHandlers,
} from '../../storybook/page-story.tsx';
import { socialDetailPath } from './social-paths.ts';
import { SOCIAL, socialPageHandlers } from './socials-story-handlers.ts';
import { FULL_SOCIAL, STORY_SOCIAL } from './socials-story-data.ts';

/** /sports/badminton/social?id=…: one social's details, and the way to join it. */
const meta = {
  title: 'Pages/Social',
  component: AppAt,
  globals: onPhone,
  args: { path: socialDetailPath('badminton', STORY_SOCIAL.id) },
  parameters: {
    ...PAGE_PARAMETERS,
    msw: [...signedInHandlers, ...socialPageHandlers(STORY_SOCIAL)],
  },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Friday Night Smash: about it, its facts, which friend is going, the organiser, price and Join. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Friday Night Smash' }),
    ).toBeVisible();
    await expect(await page.findByText('Sam is going')).toBeVisible();
    await expect(page.getByText('Olivia Chen')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Badminton Socials' })).toHaveAttribute(
      'href',
      '/sports/badminton',
    );
  },
};

/** The social is on its way: the way back and 'Loading social...', with no heading yet. */
export const Loading: Story = {
  parameters: { msw: [...signedInHandlers, hold(SOCIAL), ...socialPageHandlers(STORY_SOCIAL)] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Loading social...')).toBeVisible();
  },
};

/** No such social (removed, or a wrong link): why, and the way to browse the others. */
export const Error: Story = {
  parameters: {
    msw: [
      ...signedInHandlers,
      fail(SOCIAL, 404, 'Social not found', { code: 'SOCIAL_NOT_FOUND' }),
      ...socialPageHandlers(STORY_SOCIAL),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Social not found')).toBeVisible();
    await expect(page.getByText('This social does not exist or was removed.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse socials' })).toHaveAttribute(
      'href',
      '/sports',
    );
  },
};

/** A visitor sees the social and Join, without who is going (that is for players). */
export const SignedOut: Story = {
  beforeEach: asVisitor,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('button', { name: 'Join' })).toBeVisible();
    await expect(page.queryByText('Sam is going')).toBeNull();
  },
};

/** On a tablet. */
export const Tablet: Story = { globals: onTablet };

/** On a laptop. */
export const Desktop: Story = { globals: onDesktop };

/** Every place is taken: 'Spot not available', and the waitlist to join with a word to the organiser. */
export const Full: Story = {
  args: { path: socialDetailPath('badminton', FULL_SOCIAL.id) },
  parameters: {
    msw: [
      ...signedInHandlers,
      ...socialPageHandlers(FULL_SOCIAL, { waitlist: { full: true, waiting: 3 } }),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('button', { name: 'Spot not available' })).toBeVisible();
    const waitlist = within(await page.findByRole('region', { name: 'Waitlist' }));
    await expect(waitlist.getByRole('button', { name: 'Join the waitlist' })).toBeVisible();
  },
};

/** Alex already has a place: "You're going" instead of Join. */
export const Going: Story = {
  parameters: {
    msw: [...signedInHandlers, ...socialPageHandlers(STORY_SOCIAL, { viewer: 'going' })],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText("You're going")).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Join' })).toBeNull();
  },
};

/** Alex asked to join and waits for the organiser: 'Request sent' instead of Join. */
export const Requested: Story = {
  parameters: {
    msw: [...signedInHandlers, ...socialPageHandlers(STORY_SOCIAL, { viewer: 'requested' })],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Request sent')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Join' })).toBeNull();
  },
};
