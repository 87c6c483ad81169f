import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '@betterplay/contracts';
import { joinRequests } from '../join-requests/join-requests.schema.ts';
import { socials } from '../socials/socials.schema.ts';
import { users } from '../users/users.schema.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** who sees it in their bell */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    socialId: uuid('social_id').references(() => socials.id, { onDelete: 'cascade' }),
    joinRequestId: uuid('join_request_id').references(() => joinRequests.id, {
      onDelete: 'cascade',
    }),
    /** the other person: the requester for an organiser, the organiser for a player */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    /** true means not seen yet (shown as organizerReadFlag) */
    unread: boolean('unread').notNull().default(true),
    /** makes job-made notifications idempotent, e.g. one reminder per player per occurrence */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_expires_idx').on(table.expiresAt),
    // A decision marks the organiser's bell entry for its request read.
    index('notifications_join_request_idx').on(table.joinRequestId),
    check(
      'notifications_kind_valid',
      sql`${table.kind} in ('join-request', 'request-accepted', 'request-rejected', 'reminder', 'friend-added', 'waitlist-offer')`,
    ),
  ],
);

export type NewNotificationRow = typeof notifications.$inferInsert;
