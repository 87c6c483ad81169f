import type {
  ChatGroup,
  ChatMessage,
  ConversationSummary,
  Person,
  PlayerCard,
} from '@betterplay/contracts';
import { screen, within } from '@testing-library/react';
import {
  failure,
  fakeApi,
  type FakeRequest,
  type FakeResponse,
  makeToken,
  ok,
  sampleProfile,
  setTokenCookie,
} from '../../test/app-test-kit.tsx';

/** Test data and a small stateful fake of the chat API, shaped like the server's answers. */
export const alex: Person = {
  id: 'user-1',
  firstName: 'Alex',
  lastName: 'Morgan',
  avatar: 'avatar.png',
};
export const olivia: Person = { id: 'user-2', firstName: 'Olivia', lastName: 'Stone', avatar: '' };
export const sam: Person = {
  id: 'user-3',
  firstName: 'Sam',
  lastName: 'Lee',
  avatar: 'avatar.png',
};

let nextId = 1000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function aMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  nextId += 1;
  return {
    id: String(nextId),
    conversationId: 'c-olivia',
    clientId: `client-${nextId}`,
    sender: olivia,
    body: 'See you at the courts',
    createdAt: minutesAgo(5),
    ...overrides,
  };
}

export function aConversation(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 'c-olivia',
    kind: 'direct',
    title: 'Olivia Stone',
    avatar: '',
    otherUser: olivia,
    social: null,
    memberCount: 2,
    lastMessage: null,
    unreadCount: 0,
    muted: false,
    lastReadMessageId: '0',
    othersReadUpTo: '0',
    updatedAt: minutesAgo(60),
    ...overrides,
  };
}

export function aGroupConversation(overrides: Partial<ConversationSummary> = {}) {
  return aConversation({
    id: 'c-smash',
    kind: 'social',
    title: 'Friday Smash',
    otherUser: null,
    social: {
      id: 'social-1',
      name: 'Friday Smash',
      description: 'Doubles every Friday at MSAC.',
      category: 'badminton',
      organizerId: 'user-2',
    },
    memberCount: 12,
    ...overrides,
  });
}

export function aGroup(overrides: Partial<ChatGroup> = {}): ChatGroup {
  return {
    conversationId: 'c-rally',
    socialId: 'social-9',
    organizerId: 'user-3',
    title: 'Sunday Rally',
    description: 'Tennis for early risers.',
    category: 'tennis',
    memberCount: 4,
    isMember: false,
    requested: false,
    ...overrides,
  };
}

export function aPlayer(overrides: Partial<PlayerCard> = {}): PlayerCard {
  return { ...olivia, sports: ['Tennis'], isFriend: true, ...overrides };
}

type Route = FakeResponse | ((request: FakeRequest) => FakeResponse | Promise<FakeResponse>);

export interface ChatState {
  conversations: ConversationSummary[];
  /** each conversation's messages, oldest first */
  messages: Record<string, ChatMessage[]>;
  pageSize: number;
}

/** Signs Alex in and serves the chat from `state` (which tests may change between calls). */
export function serveChat(initial: Partial<ChatState> = {}, extra: Record<string, Route> = {}) {
  setTokenCookie(makeToken());
  const state: ChatState = { conversations: [], messages: {}, pageSize: 30, ...initial };
  const routes: Record<string, Route> = {
    'GET /user/profile': ok(sampleProfile),
    'GET /user/conversations': () => ok(state.conversations),
  };
  for (const conversation of state.conversations) {
    const base = `/user/conversations/${conversation.id}`;
    routes[`GET ${base}`] = () => ok({ ...conversation, members: [alex, olivia] });
    routes[`GET ${base}/messages`] = ({ query }) => {
      const all = [...(state.messages[conversation.id] ?? [])].reverse();
      const before = query.get('before');
      const older = before === null ? all : all.filter(({ id }) => BigInt(id) < BigInt(before));
      return ok({
        messages: older.slice(0, state.pageSize),
        hasMore: older.length > state.pageSize,
      });
    };
    routes[`POST ${base}/messages`] = ({ body }) => {
      const { clientId, body: text } = body as { clientId: string; body: string };
      const message = aMessage({
        conversationId: conversation.id,
        clientId,
        body: text,
        sender: alex,
        createdAt: new Date().toISOString(),
      });
      state.messages[conversation.id] = [...(state.messages[conversation.id] ?? []), message];
      return { status: 201, body: { message: 'Created', data: message } };
    };
    routes[`POST ${base}/read`] = ({ body }) => {
      const { upTo } = body as { upTo: string };
      return ok({
        conversationId: conversation.id,
        userId: alex.id,
        lastReadMessageId: upTo,
        unreadCount: 0,
      });
    };
    routes[`PUT ${base}/mute`] = ({ body }) =>
      ok({ conversationId: conversation.id, muted: (body as { muted: boolean }).muted });
  }
  return { state, ...fakeApi({ ...routes, ...extra }) };
}

export { failure, ok };

export function calls(requests: FakeRequest[], method: string, path: string) {
  return requests.filter((request) => request.method === method && request.path === path);
}

/** The list entry of a conversation, by its title. */
/** Long enough for a cold start's first lazy import of the chat screen on a busy machine. */
export const SCREEN_LOAD = { timeout: 5_000 };

export async function listItem(title: string) {
  const name = new RegExp(`^Open chat with ${title}`);
  const link = await screen.findByRole('link', { name }, SCREEN_LOAD);
  const item = link.closest('li');
  if (item === null) throw new Error(`No list item for ${title}`);
  return within(item);
}

export const messagesOf = async (title: string) =>
  within(await screen.findByRole('list', { name: `Messages with ${title}` }, SCREEN_LOAD));
