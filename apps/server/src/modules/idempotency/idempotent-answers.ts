import type { Database } from '../../db/client.ts';
import { appError } from '../../errors.ts';
import { findAnswer, insertAnswer } from './idempotent-requests-repository.ts';

/**
 * Requests sent with an Idempotency-Key: what a request answered is stored under the caller's
 * key, and the same key again answers it again without doing the work twice. The fingerprint
 * says what was asked ('hold=<id>&...'): the same key for another request is refused.
 */
export type IdempotentRequest = {
  userId: string;
  /** the operation, e.g. 'court-booking:pay' */
  scope: string;
  key: string;
  /** what was asked, starting with its target ('hold=<id>&' or 'share=<id>') */
  fingerprint: string;
};

export type StoredAnswer = { status: number; body: unknown };

/**
 * The stored answer for this key, read back through `read` (which checks its shape), or
 * undefined when none is stored; the key used for another request is refused (409).
 */
export async function replayAnswer<Answer>(
  db: Database,
  request: IdempotentRequest,
  read: (stored: StoredAnswer) => Answer,
): Promise<Answer | undefined> {
  const stored = await findAnswer(db, request);
  if (!stored) return undefined;
  if (stored.fingerprint !== request.fingerprint) throw appError('IDEMPOTENCY_KEY_REUSED');
  return read(stored);
}

/**
 * Keeps the answer under the caller's key. A concurrent request with the same key that stored
 * first wins (nothing is stored then): the caller reads its answer back with `replayAnswer`.
 */
export async function saveAnswer(
  db: Database,
  request: IdempotentRequest,
  answer: StoredAnswer,
  createdAt: Date,
) {
  await insertAnswer(db, { ...request, ...answer, createdAt });
}
