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
