import { passesLuhn } from '@betterplay/contracts';
import { z } from 'zod';

/** Stripe's own wording for a card field's problems, so both providers read the same. */
export const SANDBOX_CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: 'Your card’s expiration date is incomplete.',
  expiryInvalid: 'Your card’s expiration date is invalid.',
  expiryPast: 'Your card’s expiration date is in the past.',
  cvcIncomplete: 'Your card’s security code is incomplete.',
} as const;

export interface SandboxCardValues {
  number: string;
  expiry: string;
  cvc: string;
}

export const emptySandboxCard: SandboxCardValues = { number: '', expiry: '', cvc: '' };

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Groups the digits by four as they are typed (at most 19, the longest card number). */
export function formatCardNumber(text: string): string {
  return digitsOf(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM/YY' as it is typed: the slash comes after the month. */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function parseExpiry(expiry: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  return { expMonth: Number(match[1]), expYear: 2000 + Number(match[2]) };
}

/** The sandbox card field's checks; `now` decides which expiry dates are past. */
export function sandboxCardSchema(now: () => Date) {
  return z.object({
    number: z.string().superRefine((value, context) => {
      const digits = digitsOf(value);
      if (digits.length < 12) {
        context.addIssue({ code: 'custom', message: SANDBOX_CARD_MESSAGES.numberIncomplete });
      } else if (!passesLuhn(digits)) {
        context.addIssue({ code: 'custom', message: SANDBOX_CARD_MESSAGES.numberInvalid });
      }
    }),
    expiry: z.string().superRefine((value, context) => {
      const parsed = parseExpiry(value);
      const fail = (message: string) => context.addIssue({ code: 'custom', message });
      if (parsed === null) return fail(SANDBOX_CARD_MESSAGES.expiryIncomplete);
      if (parsed.expMonth < 1 || parsed.expMonth > 12)
        return fail(SANDBOX_CARD_MESSAGES.expiryInvalid);
      const today = now();
      const thisMonth = today.getFullYear() * 12 + today.getMonth();
      // A card is good until the end of its expiry month.
      if (parsed.expYear * 12 + parsed.expMonth - 1 < thisMonth)
        fail(SANDBOX_CARD_MESSAGES.expiryPast);
    }),
    cvc: z.string().regex(/^\d{3,4}$/, SANDBOX_CARD_MESSAGES.cvcIncomplete),
  });
}
