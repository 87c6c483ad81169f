import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { socials } from '../socials/socials.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * A player in the line of a full social. The line's order is `seq` (taken from a sequence, so
 * two joins in the same millisecond still have an order); a player's position is how many
 * entries of the social have a `seq` up to theirs. The entry stays while its offer is open.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    socialId: uuid('social_id')
      .notNull()
      .references(() => socials.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A player is in a social's line once.
    uniqueIndex('waitlist_entries_social_user_unique').on(table.socialId, table.userId),
    // The line in order.
    index('waitlist_entries_social_seq_idx').on(table.socialId, table.seq),
    index('waitlist_entries_user_idx').on(table.userId),
  ],
);

export const WAITLIST_OFFER_STATUSES = [
  'open',
  'taken',
  'declined',
  'lapsed',
  'withdrawn',
] as const;

/**
 * A place held for the first in line until `expiresAt`. While open it counts against the
 * social's capacity (socials.offers_open), so nobody else can take the place meanwhile.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    socialId: uuid('social_id')
      .notNull()
      .references(() => socials.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: WAITLIST_OFFER_STATUSES }).notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    // Never two open offers for one player at one social.
    uniqueIndex('waitlist_offers_one_open_per_player')
      .on(table.socialId, table.userId)
      .where(sql`${table.status} = 'open'`),
    // The lapse sweep: open offers by deadline.
    index('waitlist_offers_open_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'open'`),
    index('waitlist_offers_user_idx').on(table.userId),
    check(
      'waitlist_offers_status_valid',
      sql`${table.status} in ('open', 'taken', 'declined', 'lapsed', 'withdrawn')`,
    ),
  ],
);
