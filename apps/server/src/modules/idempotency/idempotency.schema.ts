import {
  index,
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
 * Answers to requests sent with an Idempotency-Key: the same key (per player and operation)
 * answers the stored response again instead of doing the work twice (charging, say).
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the operation, e.g. 'court-booking:pay' or 'court-share:pay' */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** what the request asked for (its body and target): a different one with the same key is refused */
    requestFingerprint: text('request_fingerprint').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.scope, table.key] }),
    // The prune job deletes by age.
    index('idempotent_requests_created_idx').on(table.createdAt),
  ],
);
