// The Stripe SDK as the app uses it: the client, and its failures in the app's words.
import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { appError } from '../../errors.ts';

export type StripeSettings = {
  secretKey: string;
  publishableKey: string | null;
  /** where the SDK sends its calls instead of https://api.stripe.com (tests: a local server) */
  apiBase?: string | undefined;
};

/** The official SDK, pointed at STRIPE_API_BASE when given (host, port and protocol). */
export function createStripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiBase'>) {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  return new Stripe(settings.secretKey, {
    // Every money call carries an idempotency key, so a retry after a lost answer is safe.
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? '80' : '443'),
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
}

/** A short digest of `text`, for idempotency keys that name what they send. */
export const digestOf = (text: string) =>
  createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The id of a Stripe field that is either an id or the expanded object. */
export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** An intent not in the state a call needs: the caller reads what state it is in. */
export const unexpectedState = new Error('payment intent in an unexpected state');

type InvalidRequestAnswers = Partial<Record<string, () => Error>>;

/**
 * Stripe's failures in the app's words: a card error keeps Stripe's own message (people see
 * it); an unreachable or failing Stripe is PAYMENT_PROVIDER_UNAVAILABLE; `answers` maps the
 * invalid-request codes a call expects (resource_missing, ...). Anything else is a bug: rethrown.
 */
export async function call<T>(
  request: () => Promise<T>,
  answers: InvalidRequestAnswers = {},
): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      throw appError('PAYMENT_DECLINED', { reason: error.message });
    }
    if (error instanceof Stripe.errors.StripeIdempotencyError) {
      throw appError('IDEMPOTENCY_KEY_REUSED');
    }
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError
    ) {
      throw appError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code) {
      const answer = answers[error.code];
      if (answer) throw answer();
    }
    throw error;
  }
}
