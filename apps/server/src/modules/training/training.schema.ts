import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

/** Where coaches train players (the stadiums of court bookings live in modules/courts). */
export const trainingVenues = pgTable('training_venues', {
  /** URL slug: /training/{sport}/venue/{id} */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  sports: text('sports').array().notNull(),
});

/** A coach is a user with a coach profile; their enquiries land in the user's chat. */
export const coachProfiles = pgTable(
  'coach_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: text('venue_id')
      .notNull()
      .references(() => trainingVenues.id, { onDelete: 'cascade' }),
    gender: text('gender').notNull(),
    qualification: text('qualification').notNull(),
    bio: text('bio').notNull(),
    /** lower-case sport names, as in /training/{sport} */
    sports: text('sports').array().notNull(),
    ratePerHourCents: integer('rate_per_hour_cents').notNull(),
    schedule: text('schedule').array().notNull(),
    image: text('image').notNull().default(''),
  },
  (table) => [
    index('coach_profiles_venue_idx').on(table.venueId),
    check('coach_profiles_rate_not_negative', sql`${table.ratePerHourCents} >= 0`),
  ],
);
