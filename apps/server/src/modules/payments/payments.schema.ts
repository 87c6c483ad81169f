import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox gateway's own state (what Stripe would keep on its side): customers, the cards
 * confirmed through setup intents, charges and refunds. Only brand, last 4 digits, expiry and
 * the test outcome of a card are kept, never its number.
 */
export const sandboxCustomers = pgTable('sandbox_customers', {
  /** 'cus_sbx_...' */
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  defaultPaymentMethodId: text('default_payment_method_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxSetupIntents = pgTable('sandbox_setup_intents', {
  /** 'seti_sbx_...' */
  id: text('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
  clientSecret: text('client_secret').notNull().unique(),
  status: text('status', { enum: ['requires_payment_method', 'succeeded'] })
    .notNull()
    .default('requires_payment_method'),
  description: text('description').notNull().default(''),
  cardholderName: text('cardholder_name').notNull(),
  paymentMethodId: text('payment_method_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    /** 'pm_sbx_...' */
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    /** what charging it does, from Stripe's test card numbers */
    chargeOutcome: text('charge_outcome', {
      enum: ['succeeds', 'declined', 'insufficient_funds'],
    })
      .notNull()
      .default('succeeds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_payment_methods_customer_idx').on(table.customerId)],
);

export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    /** 'pi_sbx_...' */
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    paymentMethodId: text('payment_method_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    description: text('description').notNull().default(''),
    /** the same key charges once (Stripe's Idempotency-Key) */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    succeeded: boolean('succeeded').notNull(),
    failureMessage: text('failure_message'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /**
     * null for a charge; for an authorisation (Stripe's manual capture): 'requires_capture'
     * until captured or canceled, and it lapses at `authorisedUntil` as a card hold does
     */
    captureState: text('capture_state', { enum: ['requires_capture', 'captured', 'canceled'] }),
    authorisedUntil: timestamp('authorised_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('sandbox_charges_amount_positive', sql`${table.amountCents} > 0`),
    check(
      'sandbox_charges_refund_bounded',
      sql`${table.refundedCents} >= 0 and ${table.refundedCents} <= ${table.amountCents}`,
    ),
  ],
);

export const sandboxRefunds = pgTable('sandbox_refunds', {
  /** 're_sbx_...' */
  id: text('id').primaryKey(),
  chargeId: text('charge_id')
    .notNull()
    .references(() => sandboxCharges.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
