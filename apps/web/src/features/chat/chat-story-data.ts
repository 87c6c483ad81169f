import type { ChatMessage, ConversationSummary, Person } from '@betterplay/contracts';
import { STORY_PLAYER_ID } from '../../storybook/story-socket.ts';
import { priya, sam as samCard } from '../friends/friends-story-data.ts';
import { OLIVIA_ID, storyPicture } from '../profile/profile-story-data.ts';

/** The chat page's story data: plain data shaped like the API's answers. */

export const alex: Person = {
  id: STORY_PLAYER_ID,
  firstName: 'Alex',
  lastName: 'Morgan',
  avatar: storyPicture('#0f766e'),
};
export const olivia: Person = {
  id: OLIVIA_ID,
  firstName: 'Olivia',
  lastName: 'Stone',
  avatar: storyPicture('#7c3aed'),
};
const priyaPerson: Person = { id: priya.id, firstName: 'Priya', lastName: 'Shah', avatar: '' };
export const sam: Person = { id: samCard.id, firstName: 'Sam', lastName: 'Lee', avatar: '' };

/** Conversation ids are uuids: the socket's `chat:send` accepts no other. */
export const WITH_OLIVIA = 'c0000000-0000-4000-8000-000000000001';
export const WITH_SAM = 'c0000000-0000-4000-8000-000000000002';
export const WITH_PRIYA = 'c0000000-0000-4000-8000-000000000003';
const FRIDAY_SMASH = 'c0000000-0000-4000-8000-000000000004';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Message ids grow with each message stored; these stay below the story socket's echoes (1001+). */
const message = (
  id: number,
  conversationId: string,
  sender: Person,
  body: string,
  minutes: number,
): ChatMessage => ({
  id: String(id),
  conversationId,
  clientId: `story-${id}`,
  sender,
  body,
  createdAt: minutesAgo(minutes),
});

/** The thread with Olivia, oldest first: a short exchange about a game. */
export const oliviaThread: ChatMessage[] = [
  message(101, WITH_OLIVIA, olivia, 'Hi Alex! Are you playing on Sunday?', 95),
  message(102, WITH_OLIVIA, alex, 'Yes, the doubles at MSAC. Want to join?', 90),
  message(103, WITH_OLIVIA, olivia, 'Count me in. Shall I book court 3?', 12),
];

const samThread: ChatMessage[] = [message(110, WITH_SAM, sam, 'Thanks for the game!', 60 * 26)];

const smashThread: ChatMessage[] = [
  message(120, FRIDAY_SMASH, priyaPerson, 'Bring spare shuttles, please', 40),
];

/** Each conversation's messages, oldest first. */
export const threads: Record<string, ChatMessage[]> = {
  [WITH_OLIVIA]: oliviaThread,
  [WITH_SAM]: samThread,
  [WITH_PRIYA]: [],
  [FRIDAY_SMASH]: smashThread,
};

const direct = (
  id: string,
  other: Person,
  lastMessage: ChatMessage | null,
  overrides: Partial<ConversationSummary> = {},
): ConversationSummary => ({
  id,
  kind: 'direct',
  title: `${other.firstName} ${other.lastName}`,
  avatar: other.avatar,
  otherUser: other,
  social: null,
  memberCount: 2,
  lastMessage,
  unreadCount: 0,
  muted: false,
  lastReadMessageId: lastMessage?.id ?? '0',
  othersReadUpTo: lastMessage?.id ?? '0',
  updatedAt: lastMessage?.createdAt ?? minutesAgo(60 * 24 * 3),
  ...overrides,
});

/** GET /user/conversations, the most recent first: read, muted, new, and a social's group. */
export const conversations: ConversationSummary[] = [
  direct(WITH_OLIVIA, olivia, oliviaThread.at(-1) ?? null),
  {
    id: FRIDAY_SMASH,
    kind: 'social',
    title: 'Friday Smash',
    avatar: '',
    otherUser: null,
    social: {
      id: 'a0000000-0000-4000-8000-000000000001',
      name: 'Friday Smash',
      description: 'Doubles every Friday at MSAC.',
      category: 'badminton',
      organizerId: OLIVIA_ID,
    },
    memberCount: 12,
    lastMessage: smashThread[0] ?? null,
    unreadCount: 1,
    muted: false,
    lastReadMessageId: '0',
    othersReadUpTo: '0',
    updatedAt: smashThread[0]?.createdAt ?? minutesAgo(40),
  },
  direct(WITH_SAM, sam, samThread[0] ?? null, { muted: true }),
  direct(WITH_PRIYA, priyaPerson, null),
];

/** What Olivia writes while Alex has her conversation open (the `chat:message` event). */
export const oliviaArrives: ChatMessage = {
  id: '200',
  conversationId: WITH_OLIVIA,
  clientId: 'olivia-200',
  sender: olivia,
  body: 'Booked! Court 3 at 10 AM.',
  createdAt: new Date().toISOString(),
};

/** What Priya writes meanwhile, in a conversation that is not open: a badge and a toast. */
export const priyaArrives: ChatMessage = {
  id: '201',
  conversationId: WITH_PRIYA,
  clientId: 'priya-201',
  sender: priyaPerson,
  body: 'Are you free for a hit on Thursday?',
  createdAt: new Date().toISOString(),
};
