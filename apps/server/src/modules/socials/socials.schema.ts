import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { EVENT_TYPES, LEVELS } from '@betterplay/contracts';
import { payments } from '../ledger/ledger.schema.ts';
import { users } from '../users/users.schema.ts';

export const socials = pgTable(
  'socials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** lower-case sport name, as in /sports/{category} */
    category: text('category').notNull(),
    venue: text('venue').notNull(),
    address: text('address').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    time: time('time').notNull(),
    eventType: text('event_type', { enum: EVENT_TYPES }).notNull(),
    capacity: integer('capacity').notNull(),
    /** Kept in cents; shown in dollars. */
    priceCents: integer('price_cents').notNull().default(0),
    level: text('level', { enum: LEVELS }).notNull(),
    recurrenceDay: integer('recurrence_day'),
    recurrenceWeekday: boolean('recurrence_weekday'),
    /** Accepted places; only ever changed by a guarded update so it never passes capacity. */
    attendeesCount: integer('attendees_count').notNull().default(0),
    /** Places held for waitlist offers still open: they count against capacity too. */
    offersOpen: integer('offers_open').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The list of socials still to come (upcoming-socials-repository.ts) reads two ordered branches:
    // recurring socials (never past) and one-time ones from now on, per sport or for all sports.
    index('socials_recurring_category_order_idx')
      .on(table.category, table.date, table.time, table.id)
      .where(sql`${table.eventType} <> 'oneTime'`),
    index('socials_one_time_category_order_idx')
      .on(table.category, table.date, table.time, table.id)
      .where(sql`${table.eventType} = 'oneTime'`),
    index('socials_recurring_order_idx')
      .on(table.date, table.time, table.id)
      .where(sql`${table.eventType} <> 'oneTime'`),
    index('socials_one_time_order_idx')
      .on(table.date, table.time, table.id)
      .where(sql`${table.eventType} = 'oneTime'`),
    // Search by a part of the name or venue (ILIKE '%q%') without reading every row.
    index('socials_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('socials_venue_trgm_idx').using('gin', sql`${table.venue} gin_trgm_ops`),
    // The organiser's socials in date order.
    index('socials_organizer_date_idx').on(table.organizerId, table.date, table.time, table.id),
    check('socials_category_lower_case', sql`${table.category} = lower(${table.category})`),
    check(
      'socials_event_type_valid',
      sql`${table.eventType} in ('oneTime', 'daily', 'weekly', 'monthly')`,
    ),
    check('socials_level_valid', sql`${table.level} in ('beginner', 'intermediate', 'advanced')`),
    check('socials_capacity_positive', sql`${table.capacity} > 0`),
    check('socials_price_not_negative', sql`${table.priceCents} >= 0`),
    check(
      'socials_attendees_within_capacity',
      sql`${table.attendeesCount} >= 0 and ${table.attendeesCount} <= ${table.capacity}`,
    ),
    check(
      'socials_places_within_capacity',
      sql`${table.offersOpen} >= 0 and ${table.attendeesCount} + ${table.offersOpen} <= ${table.capacity}`,
    ),
    check(
      'socials_recurrence_day_valid',
      sql`${table.recurrenceDay} is null or ${table.recurrenceDay} between 1 and 30`,
    ),
  ],
);

/** An accepted place at a social (the attendees list). */
export const socialBookings = pgTable(
  'social_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    socialId: uuid('social_id')
      .notNull()
      .references(() => socials.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pricePaidCents: integer('price_paid_cents').notNull().default(0),
    /** what paid for the place at a paid social (the ledger's payment) */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    bookingDate: timestamp('booking_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A player's places, newest first.
    index('social_bookings_user_date_idx').on(table.userId, table.bookingDate),
    // One place per player per social.
    uniqueIndex('social_bookings_social_user_unique').on(table.socialId, table.userId),
  ],
);
