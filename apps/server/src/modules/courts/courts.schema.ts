import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COURT_PAYMENT_METHODS, SHARE_STATUSES } from '@betterplay/contracts';
import { users } from '../users/users.schema.ts';

export const stadiums = pgTable(
  'stadiums',
  {
    /** URL slug: /stadiums/{id} */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    description: text('description').notNull().default(''),
    /** opening hours in whole local hours: the first slot starts at opensAtHour, the last ends at closesAtHour */
    opensAtHour: integer('opens_at_hour').notNull().default(6),
    closesAtHour: integer('closes_at_hour').notNull().default(22),
  },
  (table) => [
    check(
      'stadiums_opening_hours_valid',
      sql`${table.opensAtHour} >= 0 and ${table.closesAtHour} <= 24 and ${table.opensAtHour} < ${table.closesAtHour}`,
    ),
  ],
);

export const courts = pgTable(
  'courts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stadiumId: text('stadium_id')
      .notNull()
      .references(() => stadiums.id, { onDelete: 'cascade' }),
    /** lower-case sport name, as in /stadiums/{stadiumId}/{sport} */
    sport: text('sport').notNull(),
    /** The number used in /court/{N}. */
    number: integer('number').notNull(),
    /** 'Court N' unless the stadium names it otherwise */
    name: text('name').notNull().default(''),
  },
  (table) => [
    uniqueIndex('courts_stadium_sport_number_unique').on(
      table.stadiumId,
      table.sport,
      table.number,
    ),
  ],
);

/** Each court's price list: what one booking of `durationHours` costs. */
export const courtPrices = pgTable(
  'court_prices',
  {
    courtId: uuid('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    durationHours: integer('duration_hours').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.courtId, table.durationHours] }),
    check('court_prices_duration_valid', sql`${table.durationHours} between 1 and 12`),
    check('court_prices_price_not_negative', sql`${table.priceCents} >= 0`),
  ],
);

/**
 * A hold (status 'held', until holdExpiresAt) that becomes a booking once paid. The exclusion
 * constraint `court_bookings_no_overlap` (in the migration: drizzle-kit cannot express it) makes
 * two held-or-paid rows on one court with overlapping times impossible.
 */
export const courtBookings = pgTable(
  'court_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courtId: uuid('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    /** the player who holds, pays and may split it */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['held', 'paid', 'cancelled', 'expired'] })
      .notNull()
      .default('held'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    priceCents: integer('price_cents').notNull(),
    paymentMethod: text('payment_method', { enum: COURT_PAYMENT_METHODS }),
    /** the gateway's payment (PaymentIntent) id */
    paymentId: text('payment_id'),
    /** refunded to the owner so far: friends' paid shares, or a cancellation */
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('court_bookings_user_starts_idx').on(table.userId, table.startsAt),
    index('court_bookings_court_starts_idx').on(table.courtId, table.startsAt),
    index('court_bookings_held_expiry_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'held'`),
    check('court_bookings_times_ordered', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'court_bookings_status_valid',
      sql`${table.status} in ('held', 'paid', 'cancelled', 'expired')`,
    ),
    check(
      'court_bookings_refund_bounded',
      sql`${table.refundedCents} >= 0 and ${table.refundedCents} <= ${table.priceCents}`,
    ),
  ],
);

/** A friend's part of a split booking. */
export const courtBookingShares = pgTable(
  'court_booking_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => courtBookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: SHARE_STATUSES }).notNull().default('pending'),
    /** the friend's payment, and the owner's refund of the same amount */
    paymentId: text('payment_id'),
    ownerRefundId: text('owner_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('court_booking_shares_booking_user_unique').on(table.bookingId, table.userId),
    index('court_booking_shares_user_idx').on(table.userId),
    check('court_booking_shares_amount_positive', sql`${table.amountCents} > 0`),
    check(
      'court_booking_shares_status_valid',
      sql`${table.status} in ('pending', 'paid', 'declined', 'expired')`,
    ),
  ],
);
