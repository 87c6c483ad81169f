import { publicProfileSchema } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { answer, fail, hold } from '../../storybook/api-mocks.ts';
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
import { OLIVIA_ID, privateOlivia, publicOlivia } from './profile-story-data.ts';

const PLAYER = '/users/:id';

/** /profile/{id}: another player's profile, linked from friends and chat. */
/** The first wait of a story also loads the page's chunk: slow on a busy machine. */
const LOAD = { timeout: 5000 };

const meta = {
  title: 'Pages/Player profile',
  globals: onPhone,
  component: AppAt,
  args: { path: `/profile/${OLIVIA_ID}` },
  parameters: {
    ...PAGE_PARAMETERS,
    msw: [answer(PLAYER, publicProfileSchema, publicOlivia), ...signedInHandlers],
  },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A public profile: her photo, name as the title, sports, age, height and weight; no email or phone. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Olivia Stone' }, LOAD),
    ).toBeVisible();
    await expect(page.getByText('Badminton, Swimming')).toBeVisible();
    await expect(page.getByText('5 ft 5 in')).toBeVisible();
    await expect(page.queryByText('Email')).toBeNull();
  },
};

/** A private profile: only her name and photo, and a line saying she keeps it private. */
export const Private: Story = {
  parameters: { msw: [answer(PLAYER, publicProfileSchema, privateOlivia), ...signedInHandlers] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText(
        'Olivia keeps their profile private: only their name and photo are shown.',
        {},
        LOAD,
      ),
    ).toBeVisible();
    await expect(page.getByText('Private profile')).toBeVisible();
    await expect(page.queryByText('Sports Liked')).toBeNull();
  },
};

/** The profile is on its way: 'Loading profile...' under the title 'Player Profile'. */
export const Loading: Story = {
  parameters: { msw: [hold(PLAYER), ...signedInHandlers] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Loading profile...', {}, LOAD)).toBeVisible();
  },
};

/** No such player: 'Player not found', why, and the way back to friends (no 'Try again'). */
export const NotFound: Story = {
  parameters: {
    msw: [fail(PLAYER, 404, 'Player not found', { code: 'USER_NOT_FOUND' }), ...signedInHandlers],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Player not foundThis player does not exist or has closed their account.',
    );
    await expect(page.getByRole('link', { name: 'Back to friends' })).toHaveAttribute(
      'href',
      '/friends',
    );
    await expect(page.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/**
 * The server failed: the API's message and 'Try again' (the page asks twice more first, so this
 * shows after about three seconds).
 */
export const Error: Story = {
  parameters: { msw: [fail(PLAYER, 500, 'Something went wrong'), ...signedInHandlers] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText('Something went wrong', {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Signed out: the page asks to sign in and opens the sign-in dialog. */
export const SignedOut: Story = {
  beforeEach: asVisitor,
  parameters: { msw: [] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole(
        'heading',
        {
          name: "Sign in to see this player's profile",
          hidden: true,
        },
        LOAD,
      ),
    ).toBeInTheDocument();
    // The sign-in dialog opens by itself (it fades in).
    const dialog = await page.findByRole('dialog', { name: 'Sign In' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Tablet: Story = { globals: onTablet };

export const Desktop: Story = { globals: onDesktop };
