import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { JOIN_REQUEST_STATUSES } from '@betterplay/contracts';
import { payments } from '../ledger/ledger.schema.ts';
import { socials } from '../socials/socials.schema.ts';
import { users } from '../users/users.schema.ts';

export const joinRequests = pgTable(
  'join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    socialId: uuid('social_id')
      .notNull()
      .references(() => socials.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    status: text('status', { enum: JOIN_REQUEST_STATUSES }).notNull().default('pending'),
    /** true means the organiser has not seen it yet (the product's organizerReadFlag) */
    organizerReadFlag: boolean('organizer_read_flag').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** a paid social's card hold for the price (the ledger's payment), captured on accept */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  },
  (table) => [
    // At most one open request per player per social.
    uniqueIndex('join_requests_one_open_per_social')
      .on(table.socialId, table.userId)
      .where(sql`${table.status} = 'pending'`),
    // A player's requests, newest first.
    index('join_requests_user_created_idx').on(table.userId, table.createdAt),
    index('join_requests_social_idx').on(table.socialId),
    check(
      'join_requests_status_valid',
      sql`${table.status} in ('pending', 'accepted', 'rejected', 'cancelled')`,
    ),
  ],
);
