/**
 * The courts' rules and words, without zod: the app-wide court toasts use them, and whatever the
 * app shell imports ships with every first visit, so the schemas (and zod) stay in courts.ts.
 */

/** Sports a stadium can offer (the stadium page), as shown and in this order. */
export const STADIUM_SPORTS = ['Badminton', 'Basketball', 'Tennis', 'Swimming'] as const;
/** Their path segments: /stadiums/{stadiumId}/{sport}. */
export const STADIUM_SPORT_IDS = STADIUM_SPORTS.map((sport) => sport.toLowerCase()) as [
  string,
  ...string[],
];

/** Courts can be held this many days ahead; later dates have no free times. */
export const BOOKING_HORIZON_DAYS = 180;
/** A hold keeps a court for this long while the player pays. */
export const HOLD_MINUTES = 10;
/** Bookings last one or two hours (the confirmation page's duration choice). */
export const BOOKING_DURATIONS = [1, 2] as const;
export type BookingDurationHours = (typeof BOOKING_DURATIONS)[number];
/** Cancelling at least this long before the start refunds everything; later refunds nothing. */
export const FULL_REFUND_HOURS_BEFORE = 24;
/**
 * The clientId prefix of the chat message a split sends each friend: the app-wide invitation
 * toast already tells them, so the chat's own toast skips these.
 */
export const SPLIT_INVITATION_CLIENT_ID_PREFIX = 'split-';
/** A split invites at most this many friends. */
export const SPLIT_MAX_FRIENDS = 7;

/**
 * The confirmation page's payment choices. In the sandbox each charges the player's default saved
 * card; with Stripe, Apple Pay and Android Pay pay through the Payment Request button when the
 * device has the wallet (its PaymentMethod sent as `paymentMethodId`), the saved card otherwise.
 */
export const COURT_PAYMENT_METHODS = ['apple-pay', 'android-pay', 'mastercard'] as const;
export type CourtPaymentMethod = (typeof COURT_PAYMENT_METHODS)[number];
export const COURT_PAYMENT_METHOD_LABELS: Record<CourtPaymentMethod, string> = {
  'apple-pay': 'Apple Pay',
  'android-pay': 'Android Pay',
  mastercard: 'Mastercard',
};

/**
 * Split arithmetic shown before the split: the total over friends + 1, two decimals, the
 * remainder cents on the owner's share, so the shares always add up to the total.
 */
export function splitShares(totalCents: number, friendCount: number) {
  const people = friendCount + 1;
  const each = Math.floor(totalCents / people);
  return { ownerCents: totalCents - each * friendCount, friendCents: each };
}

export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
