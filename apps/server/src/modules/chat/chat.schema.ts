import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { socials } from '../socials/socials.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * A direct conversation between two players (`directKey` is their two ids, sorted, joined by
 * ':', so the pair has one conversation), or the group of one social (`socialId`).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['direct', 'social'] }).notNull(),
    directKey: text('direct_key'),
    socialId: uuid('social_id').references(() => socials.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest message's time (or createdAt): orders the conversation list. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversations_direct_key_unique').on(table.directKey),
    uniqueIndex('conversations_social_unique').on(table.socialId),
    check(
      'conversations_kind_shape',
      sql`(${table.kind} = 'direct' and ${table.directKey} is not null and ${table.socialId} is null)
        or (${table.kind} = 'social' and ${table.socialId} is not null and ${table.directKey} is null)`,
    ),
  ],
);

export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    muted: boolean('muted').notNull().default(false),
    /** The id of the newest message this member has read (0: none). */
    lastReadMessageId: bigint('last_read_message_id', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_members_user_idx').on(table.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    /** Grows with every message stored: the order of a thread and its paging cursor. */
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Chosen by the sender's client: the same clientId twice is one message. */
    clientId: text('client_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('messages_sender_client_unique').on(table.senderId, table.clientId),
    index('messages_conversation_id_idx').on(table.conversationId, table.id),
    // The per-sender rate limit counts recent messages.
    index('messages_sender_created_idx').on(table.senderId, table.createdAt),
    check('messages_body_length', sql`char_length(${table.body}) between 1 and 4000`),
  ],
);
