import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
import { ALEX_CREDENTIALS, alexSignsIn } from '../auth/auth-story-mocks.ts';
import { joinSocialPath } from './social-paths.ts';
import { joinRequestHandlers, SOCIAL, socialPageHandlers } from './socials-story-handlers.ts';
import { JOIN_MESSAGE, STORY_SOCIAL } from './socials-story-data.ts';

type Page = ReturnType<typeof within>;

const HEADING = 'Join Friday Night Smash';
const SEND = 'Request to Join Social';

const join = joinRequestHandlers();
const signIn = alexSignsIn();

/** The request Alex sends for Friday Night Smash, as the server must receive it. */
const EXPECTED_REQUEST = {
  socialId: STORY_SOCIAL.id,
  organizerId: STORY_SOCIAL.organizer.id,
  message: JOIN_MESSAGE,
};

const messageBox = (page: Page) => page.findByRole('textbox', { name: 'Message to the Organizer' });

/** After sending: /activity lists the request, waiting for the organiser, and says it went. */
async function expectPendingOnActivity(page: Page) {
  await expect(await page.findByRole('heading', { level: 1, name: 'Your Activity' })).toBeVisible();
  const sent = await page.findByText('Request sent successfully');
  await waitFor(() => expect(sent).toBeVisible());
  await expect(await page.findByText('Pending')).toBeVisible();
}

/** /sports/badminton/social/join?id=…: what the player asks to join, and a word to the organiser. */
const meta = {
  title: 'Pages/Join social',
  component: AppAt,
  globals: onPhone,
  args: { path: joinSocialPath('badminton', STORY_SOCIAL.id) },
  parameters: {
    ...PAGE_PARAMETERS,
    msw: [...signedInHandlers, ...socialPageHandlers(STORY_SOCIAL)],
  },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The social's date, time, venue and price, the message box, the held-price note and Send. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect(await messageBox(page)).toBeVisible();
    await expect(page.getByRole('button', { name: SEND })).toHaveAccessibleDescription(
      '$12.50 will be held on your saved card now and taken only if the organiser gives you a place.',
    );
  },
};

/** The social is on its way: the way back and 'Loading social...'. */
export const Loading: Story = {
  parameters: { msw: [...signedInHandlers, hold(SOCIAL), ...socialPageHandlers(STORY_SOCIAL)] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Loading social...')).toBeVisible();
  },
};

/** No such social: why, and the way to browse the others. */
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
    await expect(page.getByRole('link', { name: 'Browse socials' })).toBeVisible();
  },
};

/** A visitor sees the same form; sending it asks them to sign in first. */
export const SignedOut: Story = { beforeEach: asVisitor };

/** On a tablet. */
export const Tablet: Story = { globals: onTablet };

/** On a laptop. */
export const Desktop: Story = { globals: onDesktop };

/** Alex already asked: 'Request sent' in place of the form, under the social's facts. */
export const AlreadyRequested: Story = {
  parameters: {
    msw: [...signedInHandlers, ...socialPageHandlers(STORY_SOCIAL, { viewer: 'requested' })],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Request sent')).toBeVisible();
    await expect(page.queryByRole('textbox')).toBeNull();
  },
};

/** Alex writes to the organiser and sends: the request goes, and /activity lists it as pending. */
export const RequestToJoin: Story = {
  beforeEach: () => {
    join.reset();
    return asPlayer();
  },
  parameters: {
    msw: [...join.handlers, ...signedInHandlers, ...socialPageHandlers(STORY_SOCIAL)],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(await messageBox(page), JOIN_MESSAGE);
    await userEvent.click(page.getByRole('button', { name: SEND }));

    await expectPendingOnActivity(page);
    await expect(join.bodies).toEqual([EXPECTED_REQUEST]);
  },
};

/**
 * A visitor writes a message and sends: the sign-in dialog opens and nothing is sent. Signed
 * in, the message is still there, and sending it now asks to join.
 */
export const SignedOutDraft: Story = {
  beforeEach: () => {
    join.reset();
    return asVisitor();
  },
  parameters: {
    msw: [...join.handlers, ...signIn.handlers, ...socialPageHandlers(STORY_SOCIAL)],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(await messageBox(page), JOIN_MESSAGE);
    await userEvent.click(page.getByRole('button', { name: SEND }));

    const dialog = within(await page.findByRole('dialog', { name: 'Sign In' }));
    await expect(join.bodies).toEqual([]);
    await userEvent.type(await dialog.findByLabelText('Email'), ALEX_CREDENTIALS.email);
    await userEvent.type(dialog.getByLabelText('Password'), ALEX_CREDENTIALS.password);
    await userEvent.click(dialog.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());

    // Signed in on the same page: the draft waits in the message box.
    await expect(await page.findByText('Hello, Alex')).toBeVisible();
    await waitFor(async () => expect(await messageBox(page)).toHaveValue(JOIN_MESSAGE));
    await userEvent.click(page.getByRole('button', { name: SEND }));

    await expectPendingOnActivity(page);
    await expect(join.bodies).toEqual([EXPECTED_REQUEST]);
  },
};
