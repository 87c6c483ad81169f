import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

/** Friendship is following: one row says `followerId` added `friendId`; it is not mutual. */
export const friendships = pgTable(
  'friendships',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: uuid('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.friendId] }),
    index('friendships_friend_idx').on(table.friendId),
    check('friendships_not_self', sql`${table.followerId} <> ${table.friendId}`),
  ],
);
