import {
  conversationReadResultSchema,
  conversationSummarySchema,
  messagesPageSchema,
  muteResultSchema,
} from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
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
import { STORY_PLAYER_ID, storySocket } from '../../storybook/story-socket.ts';
import {
  conversations,
  oliviaArrives,
  priyaArrives,
  threads,
  WITH_OLIVIA,
} from './chat-story-data.ts';

const CONVERSATIONS = '/user/conversations';
const conversationList = z.array(conversationSummarySchema);
const onApi = (path: string) => `*/api/v1${path}`;

/** Each thread's one page of history, newest first, checked against the contract once. */
const historyPages = new Map(
  Object.entries(threads).map(([id, messages]) => [
    id,
    messagesPageSchema.parse({ messages: [...messages].reverse(), hasMore: false }),
  ]),
);

/** The 'read up to' bodies the open thread sent, for the stories that check them. */
const readsSent: unknown[] = [];

/** A thread's history, marking read and muting, answered as the server does. */
const threadHandlers = [
  http.get(onApi(`${CONVERSATIONS}/:id/messages`), ({ params }) =>
    HttpResponse.json({ message: 'OK', data: historyPages.get(String(params.id)) }),
  ),
  http.post(onApi(`${CONVERSATIONS}/:id/read`), async ({ request, params }) => {
    const { upTo } = (await request.json()) as { upTo: string };
    readsSent.push({ upTo });
    const data = conversationReadResultSchema.parse({
      conversationId: params.id,
      userId: STORY_PLAYER_ID,
      lastReadMessageId: upTo,
      unreadCount: 0,
    });
    return HttpResponse.json({ message: 'OK', data });
  }),
  http.put(onApi(`${CONVERSATIONS}/:id/mute`), async ({ request, params }) => {
    const { muted } = (await request.json()) as { muted: boolean };
    const data = muteResultSchema.parse({ conversationId: params.id, muted });
    return HttpResponse.json({ message: 'OK', data });
  }),
];

const withConversations = [
  answer(CONVERSATIONS, conversationList, conversations),
  ...threadHandlers,
  ...signedInHandlers,
];

const OPEN_OLIVIA = `/chat?conversation=${WITH_OLIVIA}`;

/** /chat: Alex's conversations beside the open thread (on a phone, two screens). */
/** A toast's title, once it has faded in. */
async function toastSays(page: ReturnType<typeof within>, title: string) {
  const toast = await page.findByText(title);
  await waitFor(() => expect(toast).toBeVisible());
}

/** The first wait of a story also loads the page's chunk: slow on a busy machine. */
const LOAD = { timeout: 5000 };

const meta = {
  title: 'Pages/Chat',
  globals: onPhone,
  component: AppAt,
  args: { path: '/chat' },
  parameters: { ...PAGE_PARAMETERS, msw: withConversations },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list: Olivia's last message, a group with an unread message, a muted chat, a new one. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const chats = await page.findByRole('list', { name: 'Chats' }, LOAD);
    await expect(within(chats).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(chats).getByText('Count me in. Shall I book court 3?')).toBeVisible();
    await expect(within(chats).getByText('No messages yet')).toBeVisible();
    await expect(within(chats).getByRole('img', { name: 'Muted' })).toBeVisible();
  },
};

/** Olivia's conversation open: the messages both wrote, with the composer below. */
export const OpenConversation: Story = {
  args: { path: OPEN_OLIVIA },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const thread = await page.findByRole('list', { name: 'Messages with Olivia Stone' }, LOAD);
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(3));
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  },
};

/** The conversations are on their way: 'Loading conversations...' under the tabs. */
export const Loading: Story = {
  parameters: { msw: [hold(CONVERSATIONS), ...signedInHandlers] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Loading conversations...', {}, LOAD)).toBeVisible();
  },
};

/** A new player has no conversations: 'No chats yet' and a way to find someone to chat with. */
export const Empty: Story = {
  parameters: { msw: [answer(CONVERSATIONS, conversationList, []), ...signedInHandlers] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('No chats yet', {}, LOAD)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Find more people to chat' })).toBeVisible();
  },
};

/** The conversations could not be read: the API's message and 'Try again'. */
export const Error: Story = {
  parameters: { msw: [fail(CONVERSATIONS, 500, 'Something went wrong'), ...signedInHandlers] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Something went wrong', {}, LOAD)).toBeVisible();
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
      await page.findByRole('heading', { name: 'Sign in to see your chat', hidden: true }, LOAD),
    ).toBeInTheDocument();
    // The sign-in dialog opens by itself (it fades in).
    const dialog = await page.findByRole('dialog', { name: 'Sign In' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** From a tablet up the list and the open thread sit side by side. */
export const Tablet: Story = { args: { path: OPEN_OLIVIA }, globals: onTablet };

export const Desktop: Story = { args: { path: OPEN_OLIVIA }, globals: onDesktop };

/**
 * Opening Olivia's conversation from the list, typing and sending: the message is sent over the
 * live connection (`chat:send`; no HTTP send is answered, so one would fail the story), shows in
 * the thread once the server's echo comes, and becomes the list's 'You: ...' line.
 */
export const SendMessage: Story = {
  globals: onDesktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await page.findByRole('link', { name: /^Open chat with Olivia Stone/ }, LOAD),
    );
    const thread = await page.findByRole('list', { name: 'Messages with Olivia Stone' });
    await within(thread).findByText('Count me in. Shall I book court 3?');

    const field = page.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'Great, see you there!');
    await userEvent.click(page.getByRole('button', { name: 'Send' }));

    await expect(field).toHaveValue('');
    await expect(await within(thread).findByText('Great, see you there!')).toBeVisible();
    await waitFor(() => expect(within(thread).queryByText('Sending...')).toBeNull());
    const chats = page.getByRole('list', { name: 'Chats' });
    await expect(await within(chats).findByText('You: Great, see you there!')).toBeVisible();
  },
};

/**
 * With Olivia's conversation open, her message arrives live (`chat:message`): it joins the
 * thread, is read out ('New message from Olivia Stone: ...') and marked read up to it.
 */
export const MessageArrives: Story = {
  args: { path: OPEN_OLIVIA },
  beforeEach: () => {
    readsSent.length = 0;
    return asPlayer();
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const thread = await page.findByRole('list', { name: 'Messages with Olivia Stone' }, LOAD);
    await within(thread).findByText('Count me in. Shall I book court 3?');

    storySocket.push('chat:message', oliviaArrives);

    await expect(await within(thread).findByText(oliviaArrives.body)).toBeVisible();
    const region = page.getByRole('region', { name: 'Olivia Stone' });
    await expect(within(region).getByRole('status')).toHaveTextContent(
      `New message from Olivia Stone: ${oliviaArrives.body}`,
    );
    await waitFor(() => expect(readsSent).toEqual([{ upTo: oliviaArrives.id }]));
  },
};

/**
 * A message from Priya arrives while Olivia's conversation is open: Priya's chat moves to the
 * top with '1 unread' and her message, and a toast says 'New message from Priya Shah'.
 */
export const MessageElsewhere: Story = {
  args: { path: OPEN_OLIVIA },
  globals: onDesktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const thread = await page.findByRole('list', { name: 'Messages with Olivia Stone' }, LOAD);
    await within(thread).findByText('Count me in. Shall I book court 3?');

    storySocket.push('chat:message', priyaArrives);

    await toastSays(page, 'New message from Priya Shah');
    const links = page.getAllByRole('link', { name: /^Open chat with/ });
    await expect(links[0]).toHaveAccessibleName(/^Open chat with Priya Shah/);
    const item = within(links[0]?.closest('li') ?? canvasElement);
    await expect(item.getByTestId('unread-badge')).toHaveTextContent('1 unread');
    await expect(within(thread).queryByText(priyaArrives.body)).toBeNull();
  },
};
