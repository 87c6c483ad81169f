import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

/**
 * A person's secret calendar feed address. `token` is shown back to its owner (GET
 * /user/calendar); a feed request is looked up by `tokenHash` (SHA-256), then compared in
 * constant time. Rotating replaces both, so the old address answers 404 at once.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a person's feed last said about each item (by UID), so its SEQUENCE grows with every
 * change of time, place or status, and an item gone from the feed stays 30 days as CANCELLED.
 * `item` is the item as last seen, to describe it once it is cancelled.
 */
export const calendarEntries = pgTable(
  'calendar_entries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    sequence: integer('sequence').notNull().default(0),
    fingerprint: text('fingerprint').notNull(),
    status: text('status', { enum: ['CONFIRMED', 'TENTATIVE', 'CANCELLED'] }).notNull(),
    item: jsonb('item').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.uid] }),
    check(
      'calendar_entries_status_valid',
      sql`${table.status} in ('CONFIRMED', 'TENTATIVE', 'CANCELLED')`,
    ),
  ],
);
