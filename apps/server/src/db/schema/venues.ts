import { pgTable, text } from 'drizzle-orm/pg-core';

/** Training venues (the training module reads them; stadiums and courts live in modules/courts). */

export const trainingVenues = pgTable('training_venues', {
  /** URL slug: /training/{sport}/venue/{id} */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  sports: text('sports').array().notNull(),
});
