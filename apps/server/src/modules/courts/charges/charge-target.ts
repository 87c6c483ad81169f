import type { IdempotentRequest } from '../../idempotency/idempotent-answers.ts';

/** What one charge pays for: a hold (and then booking), or a friend's share of a booking. */
export type ChargeTarget =
  { kind: 'booking'; id: string } | { kind: 'share'; id: string; bookingId: string };

/** The Idempotency-Key scopes of the paying routes. */
export type CourtPaymentRequest = IdempotentRequest & {
  scope: 'court-booking:pay' | 'court-share:pay';
};

/** A charge the provider made, not yet recorded on its row. */
export type Charge = {
  request: CourtPaymentRequest;
  target: ChargeTarget;
  /** the provider's idempotency key it was made under */
  chargeKey: string;
  paymentId: string;
  /** its row in the payment ledger */
  ledgerId: string;
  amountCents: number;
};

/** Every fingerprint of a request paying this target starts so (pay-booking.ts, pay-share.ts). */
export function fingerprintPrefixOf(target: ChargeTarget) {
  return target.kind === 'booking' ? `hold=${target.id}&` : `share=${target.id}`;
}

/** What undoing a charge needs to know of it (undo-charge.ts). */
export type UndoneCharge = Omit<Charge, 'ledgerId'>;
