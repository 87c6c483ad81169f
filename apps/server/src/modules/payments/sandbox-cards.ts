/**
 * What the sandbox knows about a card number, from Stripe's test cards
 * (https://docs.stripe.com/testing): its brand, and what confirming and charging it does.
 * The number itself is never kept: only these facts and the last 4 digits.
 */

export type ChargeOutcome = 'succeeds' | 'declined' | 'insufficient_funds';

/** Stripe's own wording, which the app shows as it is. */
export const STRIPE_CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  expiryYearPast: 'Your card’s expiration year is in the past.',
  expiryDatePast: 'Your card’s expiration date is in the past.',
} as const;

/** Declined when the card is confirmed on setup (no card is saved). */
const DECLINED_ON_SETUP = new Set(['4000000000000002']);
/** Saved, but a charge on them fails with this outcome. */
const CHARGE_OUTCOMES: Record<string, ChargeOutcome> = {
  '4000000000009995': 'insufficient_funds',
  '4000000000000341': 'declined',
};

export const cardDigits = (cardNumber: string) => cardNumber.replace(/\s+/g, '');

export function isDeclinedOnSetup(digits: string): boolean {
  return DECLINED_ON_SETUP.has(digits);
}

export function chargeOutcomeOf(digits: string): ChargeOutcome {
  return CHARGE_OUTCOMES[digits] ?? 'succeeds';
}

/** The message a failed charge answers, as Stripe words it. */
export function chargeFailureMessage(outcome: ChargeOutcome): string | null {
  if (outcome === 'insufficient_funds') return STRIPE_CARD_MESSAGES.insufficientFunds;
  if (outcome === 'declined') return STRIPE_CARD_MESSAGES.declined;
  return null;
}

/** The brand as Stripe names it, from the number's prefix (IIN ranges); unknown ones are 'unknown'. */
export function cardBrandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (digits.startsWith('6011') || digits.startsWith('65')) return 'discover';
  return 'unknown';
}

/** Stripe's message for an expiry before the current month, or null when the card is still valid. */
export function expiryProblem(
  expiry: { expMonth: number; expYear: number },
  now: Date,
): string | null {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (expiry.expYear < year) return STRIPE_CARD_MESSAGES.expiryYearPast;
  if (expiry.expYear === year && expiry.expMonth < month)
    return STRIPE_CARD_MESSAGES.expiryDatePast;
  return null;
}
