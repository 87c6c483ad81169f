import { z } from 'zod';
import { TEXT_LIMITS } from './text-limits.ts';
import { personSchema } from './socials.ts';

/** Message ids grow with each message stored (a decimal string: a bigint on the server). */
export const messageIdSchema = z
  .string()
  .max(40, 'A message id is a whole number')
  .regex(/^\d+$/, 'A message id is a whole number');

export const CHAT_LIMITS = {
  bodyMax: TEXT_LIMITS.chatMessage,
  /** a user may send at most this many messages per window (HTTP and socket together) */
  messagesPerWindow: 20,
  windowMs: 10_000,
  pageSizeDefault: 30,
  pageSizeMax: 100,
} as const;

export const CHAT_MESSAGES = {
  bodyRequired: 'Write a message first',
  bodyTooLong: `A message can be at most ${CHAT_LIMITS.bodyMax} characters`,
  clientIdInvalid: 'clientId must be 1 to 100 letters, digits, dashes or underscores',
} as const;

export const chatMessageSchema = z.object({
  id: messageIdSchema,
  conversationId: z.string(),
  /** The sender's own id for this message (their retries reuse it). */
  clientId: z.string(),
  sender: personSchema,
  body: z.string(),
  /** ISO 8601, server time */
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationKindSchema = z.enum(['direct', 'social']);
export type ConversationKind = z.infer<typeof conversationKindSchema>;

/** One conversation as the signed-in member sees it (title, unread and muted are theirs). */
export const conversationSummarySchema = z.object({
  id: z.string(),
  kind: conversationKindSchema,
  /** direct: the other player's full name; social: the social's name */
  title: z.string(),
  /** direct: the other player's avatar; social: '' */
  avatar: z.string(),
  /** direct: the other player (names link to /profile/{id}); social: null */
  otherUser: personSchema.nullable(),
  /** social: the social the group belongs to; direct: null */
  social: z
    .object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      category: z.string(),
      organizerId: z.string(),
    })
    .nullable(),
  memberCount: z.number().int(),
  lastMessage: chatMessageSchema.nullable(),
  unreadCount: z.number().int(),
  muted: z.boolean(),
  /** the newest message id this member has read ('0': none) */
  lastReadMessageId: messageIdSchema,
  /** the furthest any other member has read ('0': none): "seen" in a direct thread */
  othersReadUpTo: messageIdSchema,
  /** ISO 8601: the last message's time, else when the conversation began */
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** A conversation with its members (the group info dialog). */
export const conversationDetailSchema = conversationSummarySchema.extend({
  members: z.array(personSchema),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const conversationIdParamsSchema = z.object({
  id: z.uuid({ error: 'id must be the id of a conversation' }),
});

export const openConversationSchema = z.object({
  userId: z.uuid({ error: 'userId must be the id of a player' }),
});
export type OpenConversationInput = z.infer<typeof openConversationSchema>;

export const sendMessageSchema = z.object({
  clientId: z
    .string({ error: CHAT_MESSAGES.clientIdInvalid })
    .regex(/^[A-Za-z0-9_-]{1,100}$/, CHAT_MESSAGES.clientIdInvalid),
  // A pattern and a maximum rather than refinements, so the API document states them too.
  body: z
    .string({ error: CHAT_MESSAGES.bodyRequired })
    .max(CHAT_LIMITS.bodyMax, CHAT_MESSAGES.bodyTooLong)
    .regex(/\S/, CHAT_MESSAGES.bodyRequired),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** `chat:send` over the socket: the POST's body plus the conversation. */
export const chatSendSchema = sendMessageSchema.extend({ conversationId: z.uuid() });
export type ChatSendInput = z.infer<typeof chatSendSchema>;

/**
 * History, newest first. `before`: the page older than that id (scrolling up); `after`: the
 * oldest `limit` messages newer than that id (catching up after a reconnect). `hasMore` says
 * whether more exist beyond this page in the direction asked.
 */
export const messagesQuerySchema = z.object({
  before: messageIdSchema.optional(),
  after: messageIdSchema.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CHAT_LIMITS.pageSizeMax)
    .default(CHAT_LIMITS.pageSizeDefault),
});
export const messagesPageSchema = z.object({
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

export const markReadSchema = z.object({ upTo: messageIdSchema });
export const readStateSchema = z.object({
  conversationId: z.string(),
  userId: z.string(),
  lastReadMessageId: messageIdSchema,
});
export type ReadState = z.infer<typeof readStateSchema>;
/** What the reader gets back: their read state and what is still unread. */
export const conversationReadResultSchema = readStateSchema.extend({
  unreadCount: z.number().int(),
});

export const muteSchema = z.object({ muted: z.boolean() });
export const muteResultSchema = z.object({ conversationId: z.string(), muted: z.boolean() });

/** 'Join Social Groups': every social's group, searchable by name. */
export const chatGroupsQuerySchema = z.object({
  q: z.string().trim().max(TEXT_LIMITS.search).default(''),
});
export const chatGroupSchema = z.object({
  conversationId: z.string(),
  socialId: z.string(),
  organizerId: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  memberCount: z.number().int(),
  isMember: z.boolean(),
  /** a join request of the caller for this social is waiting for the organiser */
  requested: z.boolean(),
});
export type ChatGroup = z.infer<typeof chatGroupSchema>;

/** `conversation:updated`: refetch this conversation (members, mute or a new conversation). */
export const conversationUpdatedSchema = z.object({ conversationId: z.string() });
