import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Realtime events, written in the same transaction as the change they announce (the outbox).
 * `id` orders writes; `position` is the event's public id, given by the relay in commit order
 * (see realtime/outbox-relay.ts), so a client that has seen position N has seen everything
 * before it. Kept at least 24 h, for `GET /api/v1/user/events?after=`.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    position: bigint('position', { mode: 'bigint' }).unique(),
    rooms: text('rooms').array().notNull(),
    /**
     * Every user whose room this goes to, so each can read their missed events back: one row
     * for a message to a 200-member group, published with one emit, not 200.
     */
    userIds: uuid('user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_events_unpositioned_idx')
      .on(table.id)
      .where(sql`${table.position} is null`),
    index('outbox_events_user_ids_idx').using('gin', table.userIds),
    index('outbox_events_created_at_idx').on(table.createdAt),
  ],
);
