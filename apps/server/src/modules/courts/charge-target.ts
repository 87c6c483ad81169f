import type { IdempotentRequest } from './idempotent-requests.ts';

/** What one charge pays for: a hold (and then booking), or a friend's share of a booking. */
export type ChargeTarget =
  { kind: 'booking'; id: string } | { kind: 'share'; id: string; bookingId: string };

/** A charge the provider made, not yet recorded on its row. */
export type Charge = {
  request: IdempotentRequest;
  target: ChargeTarget;
  /** the provider's idempotency key it was made under */
  chargeKey: string;
  paymentId: string;
  amountCents: number;
};

/** Every fingerprint of a request paying this target starts so (see idempotent-requests.ts). */
export function fingerprintPrefixOf(target: ChargeTarget) {
  return target.kind === 'booking' ? `hold=${target.id}&` : `share=${target.id}`;
}
