import {
  courtBookingSchema,
  envelopeSchema,
  errorResponseSchema,
  type CourtBooking,
  type Envelope,
  type ErrorResponse,
} from '@betterplay/contracts';
import type { Deps } from '../../../deps.ts';
import { AppError, appError } from '../../../errors.ts';
import type { StoredAnswer } from '../../idempotency/idempotent-answers.ts';
import { paymentCustomerIdOf } from '../../payments/payment-customers.ts';

/**
 * What a paying request answers, stored under its Idempotency-Key and replayed: the booking with
 * the route's success status, or why the card was refused.
 */
export type PaymentAnswer<Success extends 200 | 201> =
  { status: Success; body: Envelope<CourtBooking> } | { status: 402 | 409; body: ErrorResponse };

const successBody = envelopeSchema(courtBookingSchema);

/** Reads a stored answer back (`replayAnswer`'s reader) for a route whose success is `success`. */
export function paymentAnswerOf<Success extends 200 | 201>(success: Success) {
  return (stored: StoredAnswer): PaymentAnswer<Success> => {
    if (stored.status === success) return { status: success, body: successBody.parse(stored.body) };
    if (stored.status === 402 || stored.status === 409) {
      return { status: stored.status, body: errorResponseSchema.parse(stored.body) };
    }
    throw new Error(`idempotent_requests: unexpected stored status ${stored.status}`);
  };
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
