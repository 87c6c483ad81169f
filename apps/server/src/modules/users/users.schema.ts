import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased; the unique index makes sign-up races impossible. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull(),
    age: integer('age'),
    /** metres */
    height: doublePrecision('height'),
    /** kilograms */
    weight: doublePrecision('weight'),
    avatar: text('avatar').notNull().default(''),
    visibility: text('visibility', { enum: ['public', 'private'] })
      .notNull()
      .default('public'),
    sportPreferences: text('sport_preferences')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    stripeCustomerId: text('stripe_customer_id'),
    /**
     * Every token carries the version it was issued under (`sv`); raising it ends every session
     * at once (sign out everywhere, a password change or reset, deletion).
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /** when the verification link was followed; null until then */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** when the account was deleted: the row stays, emptied of personal data, for what others keep */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_visibility_valid', sql`${table.visibility} in ('public', 'private')`),
    // Player search: a trigram index answers `lower(first || ' ' || last) like '%q%'`, and the
    // array index answers `sport_preferences && array[...]`, in PostgreSQL and PGlite alike.
    index('users_full_name_trgm_idx').using(
      'gin',
      sql`lower(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`,
    ),
    index('users_sport_preferences_idx').using('gin', table.sportPreferences),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
