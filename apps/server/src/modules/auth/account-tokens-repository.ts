import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountTokens, type AccountTokenPurpose } from './account-tokens.schema.ts';

/** Stores a new token's hash, voiding the account's earlier ones of the same purpose. */
export async function insertAccountToken(
  db: Database,
  input: {
    userId: string;
    purpose: AccountTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    now: Date;
  },
) {
  await voidAccountTokens(db, input.userId, input.purpose, input.now);
  const [row] = await db
    .insert(accountTokens)
    .values({
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: input.tokenHash,
      expiresAt: input.expiresAt,
      createdAt: input.now,
    })
    .returning({ id: accountTokens.id });
  if (!row) throw new Error('insert into account_tokens returned no row');
  return row.id;
}

/**
 * Takes a token: one guarded update marks it used if it is unused and unexpired, so of any
 * number of requests racing with one token exactly one gets its account. Undefined for an
 * unknown, used, voided or expired token.
 */
export async function takeAccountToken(
  db: Database,
  input: { purpose: AccountTokenPurpose; tokenHash: string; now: Date },
) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(accountTokens.tokenHash, input.tokenHash),
        eq(accountTokens.purpose, input.purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, input.now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId;
}

/** Voids the account's unused tokens of one purpose (or of every purpose). */
export async function voidAccountTokens(
  db: Database,
  userId: string,
  purpose: AccountTokenPurpose | undefined,
  now: Date,
) {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        isNull(accountTokens.usedAt),
        purpose === undefined ? undefined : eq(accountTokens.purpose, purpose),
      ),
    );
}
