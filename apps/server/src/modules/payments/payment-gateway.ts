import type { SavedCard } from '@betterplay/contracts';

/**
 * What the app needs from a card payment provider. Two implementations: Stripe (official SDK)
 * when STRIPE_SECRET_KEY is set, and the offline sandbox otherwise (state in the database,
 * Stripe's test card numbers honoured). Amounts are integer cents, currency 'usd'.
 *
 * Failures: a declined card throws `appError('PAYMENT_DECLINED', { reason })` with the
 * provider's own message; an unreachable provider throws `appError('PAYMENT_PROVIDER_UNAVAILABLE')`.
 * Every money-moving call takes an idempotency key: the same key moves money once and answers
 * the same result.
 */
export interface PaymentGateway {
  readonly provider: 'stripe' | 'sandbox';
  /** Stripe's publishable key for the browser; null for the sandbox */
  readonly publishableKey: string | null;

  /** The user's customer at the provider, created on first use (the id is stored on users.stripe_customer_id by the caller). */
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  createSetupIntent(input: {
    customerId: string;
    description: string;
    cardholderName: string;
  }): Promise<{ id: string; clientSecret: string }>;
  /** The setup intent's state as the provider reports it, with the card it produced. */
  retrieveSetupIntent(
    setupIntentId: string,
  ): Promise<{ status: string; customerId: string; paymentMethodId: string | null }>;
  /** The customer's cards, the default one first. */
  listCards(customerId: string): Promise<SavedCard[]>;
  /** Makes a card attached to this customer their default (throws PAYMENT_METHOD_NOT_FOUND otherwise). */
  setDefaultCard(input: { customerId: string; paymentMethodId: string }): Promise<void>;
  /**
   * Removes a card from the customer, so nothing can be charged to it again (an account's
   * deletion). A card that is not the customer's, or is gone already, answers the same.
   */
  detachCard(input: { customerId: string; paymentMethodId: string }): Promise<void>;
  /**
   * Charges the customer's default card off session (NO_PAYMENT_METHOD without one), or, with
   * `paymentMethodId`, that method with the player present: a wallet's PaymentMethod made by
   * Stripe's Payment Request button, or one of the customer's own cards. A method that is neither
   * (someone else's, unknown; in the sandbox anything but the customer's cards, as it has no
   * wallets) throws PAYMENT_METHOD_NOT_FOUND.
   */
  charge(input: {
    customerId: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
    paymentMethodId?: string | undefined;
    metadata?: Record<string, string>;
  }): Promise<{ paymentId: string }>;
  /**
   * Holds the amount on the customer's default card off session, to be captured or voided later
   * (a paid social's place: held when the request is sent, taken when the place is given).
   * NO_PAYMENT_METHOD without a card; PAYMENT_DECLINED as for a charge.
   */
  authorise(input: {
    customerId: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
    metadata?: Record<string, string>;
  }): Promise<{ paymentId: string }>;
  /**
   * Takes an authorised payment's money. Capturing one already captured answers again;
   * PAYMENT_NOT_FOUND for an unknown id; AUTHORISATION_ENDED if it was voided or lapsed.
   */
  capture(input: { paymentId: string; idempotencyKey: string }): Promise<void>;
  /** Releases an authorised payment uncaptured. Voiding one already voided answers again. */
  void(input: { paymentId: string; idempotencyKey: string }): Promise<void>;
  /**
   * The payment an opening call (charge or authorise) made under this key, if it went through:
   * how the ledger learns what became of a call whose answer it never recorded, without making
   * the call again (which, had the first never arrived, would charge late). null: none was made.
   */
  findOpened(input: { customerId: string; idempotencyKey: string }): Promise<{
    paymentId: string;
  } | null>;
  /** Refunds part or all of a payment. */
  refund(input: {
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
}
