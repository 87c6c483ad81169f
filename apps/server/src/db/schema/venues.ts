import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const stadiums = pgTable('stadiums', {
  /** URL slug: /stadiums/{id} */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  description: text('description').notNull().default(''),
});

export const courts = pgTable(
  'courts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stadiumId: text('stadium_id')
      .notNull()
      .references(() => stadiums.id, { onDelete: 'cascade' }),
    /** lower-case sport name, as in /stadiums/{stadiumId}/{sport} */
    sport: text('sport').notNull(),
    /** The number shown as 'Court N' and used in /court/{N}. */
    number: integer('number').notNull(),
    hourlyPriceCents: integer('hourly_price_cents').notNull(),
  },
  (table) => [
    uniqueIndex('courts_stadium_sport_number_unique').on(
      table.stadiumId,
      table.sport,
      table.number,
    ),
    check('courts_price_not_negative', sql`${table.hourlyPriceCents} >= 0`),
  ],
);

export const trainingVenues = pgTable('training_venues', {
  /** URL slug: /training/{sport}/venue/{id} */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  sports: text('sports').array().notNull(),
});

export const coaches = pgTable(
  'coaches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: text('venue_id')
      .notNull()
      .references(() => trainingVenues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gender: text('gender').notNull(),
    qualification: text('qualification').notNull(),
    bio: text('bio').notNull(),
    sports: text('sports').array().notNull(),
    ratePerHourCents: integer('rate_per_hour_cents').notNull(),
    schedule: text('schedule').array().notNull(),
    image: text('image').notNull().default(''),
  },
  (table) => [check('coaches_rate_not_negative', sql`${table.ratePerHourCents} >= 0`)],
);
