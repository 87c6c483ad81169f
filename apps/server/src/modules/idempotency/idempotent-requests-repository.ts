import { and, count, eq, gte, like, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotentRequests } from './idempotency.schema.ts';

/** Which stored answer: one caller's key in one operation's scope. */
export type AnswerKey = { userId: string; scope: string; key: string };

export async function findAnswer(db: Database, at: AnswerKey) {
  const [stored] = await db
    .select({
      fingerprint: idempotentRequests.requestFingerprint,
      status: idempotentRequests.responseStatus,
      body: idempotentRequests.responseBody,
    })
    .from(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.userId, at.userId),
        eq(idempotentRequests.scope, at.scope),
        eq(idempotentRequests.key, at.key),
      ),
    )
    .limit(1);
  return stored;
}

/** Stores an answer unless one is stored under the key already (the first one stays). */
export async function insertAnswer(
  db: Database,
  answer: AnswerKey & { fingerprint: string; status: number; body: unknown; createdAt: Date },
) {
  await db
    .insert(idempotentRequests)
    .values({
      userId: answer.userId,
      scope: answer.scope,
      key: answer.key,
      requestFingerprint: answer.fingerprint,
      responseStatus: answer.status,
      responseBody: answer.body,
      createdAt: answer.createdAt,
    })
    .onConflictDoNothing();
}

/** How many answers of 400 or more are stored in a scope for fingerprints starting so. */
export async function countRefusals(
  db: Database,
  of: { userId: string; scope: string; fingerprintPrefix: string },
) {
  const [row] = await db
    .select({ refusals: count() })
    .from(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.userId, of.userId),
        eq(idempotentRequests.scope, of.scope),
        gte(idempotentRequests.responseStatus, 400),
        like(idempotentRequests.requestFingerprint, `${of.fingerprintPrefix}%`),
      ),
    );
  return row?.refusals ?? 0;
}

/** Whether an answer is stored under the key, whatever it says. */
export async function existsAnswer(db: Database, at: AnswerKey) {
  return (await findAnswer(db, at)) !== undefined;
}

/**
 * Deletes up to `limit` answers stored before `before`, but for refusals (400 or more) in
 * `keptRefusals.scope` whose fingerprint's first part ('share=<id>') is one of
 * `keptRefusals.targets` (a one-column query); answers how many went.
 */
export async function deleteAnswersBefore(
  db: Database,
  before: Date,
  limit: number,
  keptRefusals?: { scope: string; targets: SQL },
) {
  const r = idempotentRequests;
  const kept = keptRefusals
    ? sql`not (${r.scope} = ${keptRefusals.scope} and ${r.responseStatus} >= 400
        and split_part(${r.requestFingerprint}, '&', 1) in (${keptRefusals.targets}))`
    : undefined;
  const doomed = db
    .select({ userId: r.userId, scope: r.scope, key: r.key })
    .from(r)
    .where(and(sql`${r.createdAt} < ${before}`, kept))
    .limit(limit);
  const deleted = await db
    .delete(r)
    .where(sql`(${r.userId}, ${r.scope}, ${r.key}) in (${doomed})`)
    .returning({ key: r.key });
  return deleted.length;
}
