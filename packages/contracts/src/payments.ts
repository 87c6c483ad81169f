import { z } from 'zod';
import { TEXT_LIMITS } from './text-limits.ts';

/** The product's saved card, as Stripe lists it. Unknown brands show as visa. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const;
export const savedCardSchema = z.object({
  id: z.string(),
  card: z.object({
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  }),
  /** the customer's default card (the one bookings charge) */
  isDefault: z.boolean(),
  /** the cardholder's name given when it was saved */
  cardholderName: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** GET /user/payment/methods/{id}: the web reads data.data (Stripe's list shape). */
export const savedCardListSchema = z.object({
  object: z.literal('list'),
  data: z.array(savedCardSchema),
});

export const paymentMethodsParamsSchema = z.object({
  /** the caller's user id or payment customer id */
  id: z.string().min(1).max(200),
});

/** POST /user/payment/setup/intent: the product's payload. */
export const setupIntentRequestSchema = z.object({
  currency: z.literal('usd', { error: "currency must be 'usd'" }),
  description: z.string().max(500).default(''),
  /** the caller's customer id; null or absent before their first card (the server creates one) */
  customer: z.string().max(200).nullish(),
  paymentMethodType: z.literal('card', { error: "paymentMethodType must be 'card'" }),
  metadata: z.object({
    cardholderName: z
      .string({ error: 'Please fill in all fields' })
      .trim()
      .min(1, 'Please fill in all fields')
      .max(
        TEXT_LIMITS.cardholderName,
        `The cardholder name must be at most ${TEXT_LIMITS.cardholderName} characters`,
      ),
  }),
});
export type SetupIntentRequest = z.input<typeof setupIntentRequestSchema>;

export const setupIntentSchema = z.object({
  id: z.string(),
  /** confirms the setup with the provider (Stripe.js, or the sandbox's confirm call) */
  clientSecret: z.string(),
  customerId: z.string(),
});
export type SetupIntent = z.infer<typeof setupIntentSchema>;

/** POST /user/payment/save: the product's payload; success answers message 'Created'. */
export const savePaymentMethodSchema = z.object({
  customerId: z.string().min(1).max(200),
  paymentMethodId: z.string().min(1).max(200),
  makeDefault: z.boolean().default(true),
});
export type SavePaymentMethod = z.input<typeof savePaymentMethodSchema>;

/** GET /payments/config: which provider the browser talks to. */
export const paymentsConfigSchema = z.object({
  provider: z.enum(['stripe', 'sandbox']),
  /** Stripe's publishable key; null for the sandbox */
  publishableKey: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/**
 * POST /payments/sandbox/setup-intents/confirm: what Stripe.js does with a card in Stripe's
 * iframe, done by the sandbox gateway (only when Stripe is not configured). The card never
 * reaches our database: only brand, last 4 digits, expiry and the test outcome are kept.
 */
export const sandboxConfirmSetupSchema = z.object({
  clientSecret: z.string().min(1).max(300),
  card: z.object({
    number: z.string().regex(/^[\d ]{12,23}$/, 'Your card number is invalid.'),
    expMonth: z
      .number()
      .int()
      .min(1, 'Your card’s expiration date is invalid.')
      .max(12, 'Your card’s expiration date is invalid.'),
    expYear: z.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, 'Your card’s security code is invalid.'),
  }),
});
export type SandboxConfirmSetup = z.infer<typeof sandboxConfirmSetupSchema>;
export const sandboxSetupResultSchema = z.object({
  status: z.literal('succeeded'),
  paymentMethodId: z.string(),
});

/** The card form's checks: the Luhn rule over the digits. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = cardNumber.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The product's error catalogue for the card dialog, word for word. */
export const CARD_SETUP_TEXTS = {
  fillAllFields: 'Please fill in all fields',
  stripeNotLoaded: 'Stripe not loaded',
  setupIntentFailed: 'Failed to create SetupIntent',
  saveFailed: 'Failed to save payment method',
  saved: 'Payment details saved successfully',
  title: 'Update Payment Details',
  save: 'Save Payment Method',
  saving: 'Saving...',
} as const;

/** GET /user/payments: what a payment paid for. */
export const PAYMENT_KINDS = ['social', 'court', 'share'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
/** Where a payment is: held on the card, taken, released, charged at once, given back, refused. */
export const PAYMENT_STATUSES = [
  'authorised',
  'captured',
  'voided',
  'charged',
  'refunded',
  'failed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentRecordSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(PAYMENT_KINDS),
  status: z.enum(PAYMENT_STATUSES),
  amountCents: z.number().int().positive(),
  /** what the card statement says: the social's or the court's name */
  description: z.string(),
  createdAt: z.string().datetime({ offset: true }),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;
