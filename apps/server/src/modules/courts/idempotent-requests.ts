import {
  courtBookingSchema,
  envelopeSchema,
  errorResponseSchema,
  type CourtBooking,
  type Envelope,
  type ErrorResponse,
} from '@betterplay/contracts';
import { and, count, eq, gte, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError, appError } from '../../errors.ts';
import type { Deps } from '../../deps.ts';
import { paymentCustomerIdOf } from '../payments/payment-customers.ts';
import { courtBookingShares, idempotentRequests } from './courts.schema.ts';

/**
 * Requests sent with an Idempotency-Key. What a paying request answered (its success, or the
 * provider's refusal of the card) is stored under the caller's key, and the same key again
 * answers it again without charging. The fingerprint says what was asked ('hold=<id>&...'):
 * the same key for another request is refused.
 */

export type IdempotencyScope = 'court-booking:pay' | 'court-share:pay';

export type IdempotentRequest = {
  userId: string;
  scope: IdempotencyScope;
  key: string;
  /** what was asked, starting with its target ('hold=<id>&' or 'share=<id>') */
  fingerprint: string;
};

/**
 * What a paying request answers, stored or replayed: the booking with the route's success status,
 * or why the card was refused.
 */
export type PaymentAnswer<Success extends 200 | 201 = 200 | 201> =
  { status: Success; body: Envelope<CourtBooking> } | { status: 402 | 409; body: ErrorResponse };

const successBody = envelopeSchema(courtBookingSchema);

/** The stored answer for this key, if any; the key used for another request is refused. */
export async function replayAnswer<Success extends 200 | 201>(
  db: Database,
  request: IdempotentRequest,
  success: Success,
): Promise<PaymentAnswer<Success> | undefined> {
  const [stored] = await db
    .select({
      fingerprint: idempotentRequests.requestFingerprint,
      status: idempotentRequests.responseStatus,
      body: idempotentRequests.responseBody,
    })
    .from(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.userId, request.userId),
        eq(idempotentRequests.scope, request.scope),
        eq(idempotentRequests.key, request.key),
      ),
    )
    .limit(1);
  if (!stored) return undefined;
  if (stored.fingerprint !== request.fingerprint) throw appError('IDEMPOTENCY_KEY_REUSED');
  if (stored.status === success) {
    return { status: success, body: successBody.parse(stored.body) };
  }
  if (stored.status === 402 || stored.status === 409) {
    return { status: stored.status, body: errorResponseSchema.parse(stored.body) };
  }
  throw new Error(`idempotent_requests: unexpected stored status ${stored.status}`);
}

/**
 * Keeps the answer under the caller's key. A concurrent request with the same key that stored
 * first wins (nothing is stored then): the caller reads its answer back with `replayAnswer`.
 */
export async function saveAnswer(
  db: Database,
  request: IdempotentRequest,
  answer: PaymentAnswer,
  createdAt: Date,
) {
  await db
    .insert(idempotentRequests)
    .values({
      userId: request.userId,
      scope: request.scope,
      key: request.key,
      requestFingerprint: request.fingerprint,
      responseStatus: answer.status,
      responseBody: answer.body,
      createdAt,
    })
    .onConflictDoNothing();
}

/**
 * How many times the provider refused a payment for this target, whatever key the client sent,
 * and how many charges for it were undone (recordUndoneCharge): the number in the next charge's
 * own idempotency key. The provider replays a refusal for the same key, so after a declined card
 * (the player may change it) the next try needs a new one, as after a charge that was refunded;
 * until either is stored the number stays, so retries after a lost answer reuse the key and can
 * never charge twice.
 */
export async function countRefusals(
  db: Database,
  target: { userId: string; scope: IdempotencyScope; fingerprintPrefix: string },
) {
  const [row] = await db
    .select({ refusals: count() })
    .from(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.userId, target.userId),
        eq(idempotentRequests.scope, target.scope),
        gte(idempotentRequests.responseStatus, 400),
        like(idempotentRequests.requestFingerprint, `${target.fingerprintPrefix}%`),
      ),
    );
  return row?.refusals ?? 0;
}

/**
 * An undone charge's row: its key has a space, which no Idempotency-Key header may carry, so no
 * client request ever reads or takes it.
 */
const undoneKeyOf = (chargeKey: string) => `undone ${chargeKey}`;

/**
 * Marks a charge as undone (being refunded after its record failed): countRefusals counts it,
 * so the next try charges under a new key instead of getting this refunded payment back, and
 * isChargeUndone keeps any request still holding it from recording it. Idempotent.
 */
export async function recordUndoneCharge(
  db: Database,
  undone: {
    request: Pick<IdempotentRequest, 'userId' | 'scope'>;
    /** the target's fingerprint prefix ('hold=<id>&', 'share=<id>'), so countRefusals sees it */
    fingerprintPrefix: string;
    chargeKey: string;
    paymentId: string;
  },
  createdAt: Date,
) {
  const separator = undone.fingerprintPrefix.endsWith('&') ? '' : '&';
  await db
    .insert(idempotentRequests)
    .values({
      userId: undone.request.userId,
      scope: undone.request.scope,
      key: undoneKeyOf(undone.chargeKey),
      requestFingerprint: `${undone.fingerprintPrefix}${separator}undone=${undone.paymentId}`,
      responseStatus: 500,
      responseBody: {
        message: `charge ${undone.paymentId} under ${undone.chargeKey} refunded: it was not recorded`,
        statusCode: 500,
        code: 'INTERNAL',
      },
      createdAt,
    })
    .onConflictDoNothing();
}

export async function isChargeUndone(
  db: Database,
  charge: { request: Pick<IdempotentRequest, 'userId' | 'scope'>; chargeKey: string },
) {
  const [row] = await db
    .select({ key: idempotentRequests.key })
    .from(idempotentRequests)
    .where(
      and(
        eq(idempotentRequests.userId, charge.request.userId),
        eq(idempotentRequests.scope, charge.request.scope),
        eq(idempotentRequests.key, undoneKeyOf(charge.chargeKey)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Codes by which the provider refused a card: the answer stands for the key, like a success. */
const PAYMENT_REFUSALS = ['PAYMENT_DECLINED', 'NO_PAYMENT_METHOD'] as const;

/** The refusal to store and answer, or undefined for anything else (which is thrown on). */
export function paymentRefusalOf(
  error: unknown,
): { status: 402 | 409; body: ErrorResponse } | undefined {
  if (!(error instanceof AppError)) return undefined;
  if (!PAYMENT_REFUSALS.some((code) => code === error.code)) return undefined;
  if (error.statusCode !== 402 && error.statusCode !== 409) return undefined;
  return {
    status: error.statusCode,
    body: { message: error.message, statusCode: error.statusCode, code: error.code },
  };
}

/** The customer whose default card pays; none yet (no card ever saved) is a refusal too. */
export async function customerToCharge(deps: Deps, userId: string) {
  const customerId = await paymentCustomerIdOf({ deps, userId });
  if (!customerId) throw appError('NO_PAYMENT_METHOD');
  return customerId;
}

/**
 * Deletes up to `limit` answers stored before `before`; answers how many went. A share's stored
 * refusals stay while the share can still be paid (pending): countRefusals numbers its next
 * charge key from them, and forgetting them would send a key the provider already answered (a
 * declined card, or a charge that was refunded) again. A hold is payable for minutes only.
 */
export async function deleteAnswersBefore(db: Database, before: Date, limit: number) {
  const r = idempotentRequests;
  const shares = courtBookingShares;
  const doomed = db
    .select({ userId: r.userId, scope: r.scope, key: r.key })
    .from(r)
    .where(
      and(
        sql`${r.createdAt} < ${before}`,
        sql`not (${r.scope} = 'court-share:pay' and ${r.responseStatus} >= 400 and exists (
          select 1 from ${shares}
          where ${shares.status} = 'pending'
            and 'share=' || ${shares.id}::text = split_part(${r.requestFingerprint}, '&', 1)
        ))`,
      ),
    )
    .limit(limit);
  const deleted = await db
    .delete(r)
    .where(sql`(${r.userId}, ${r.scope}, ${r.key}) in (${doomed})`)
    .returning({ key: r.key });
  return deleted.length;
}
