import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

export const ACCOUNT_TOKEN_PURPOSES = ['reset-password', 'verify-email'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * A link's token, mailed to a person to prove they read that mailbox: reset a forgotten password,
 * or verify an email address. Only its SHA-256 is kept (`token_hash`), so a copy of the
 * database opens no account. Each is single use (`used_at`, set by the one guarded update that
 * takes it), ends at `expires_at`, and is voided (`used_at` set) by a newer one of its purpose,
 * by a password change and by deletion.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_tokens_hash_unique').on(table.tokenHash),
    index('account_tokens_user_idx').on(table.userId, table.purpose),
    check(
      'account_tokens_purpose_valid',
      sql`${table.purpose} in ('reset-password', 'verify-email')`,
    ),
  ],
);
