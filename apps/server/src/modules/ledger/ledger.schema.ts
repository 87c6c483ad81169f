import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_KINDS } from '@betterplay/contracts';
import { users } from '../users/users.schema.ts';

/** A payment's life in the ledger: 'pending' until the provider's first answer is recorded. */
export const LEDGER_STATUSES = [
  'pending',
  'authorised',
  'captured',
  'voided',
  'charged',
  'refunded',
  'failed',
] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

/** What is still owed on a payment after the change that owes it committed. */
export const LEDGER_DUES = ['capture', 'void', 'refund'] as const;
export type LedgerDue = (typeof LEDGER_DUES)[number];

export const GATEWAY_OPERATIONS = ['authorise', 'capture', 'void', 'charge', 'refund'] as const;
export type GatewayOperation = (typeof GATEWAY_OPERATIONS)[number];

/**
 * Every payment the app opened at the provider (a court's or a share's charge, a social's card
 * hold), written before the provider is called and kept in step with it (ledger.ts). `claimedAt`
 * says the thing it pays for recorded it; an unclaimed payment past the grace period is given
 * back by the reconciliation job. `due` is money owed by a committed change (a capture when a
 * place is given, a void when a request ends, a refund when a place is given up).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    /** what it pays for: a join request or waitlist offer, a court booking, a share */
    targetId: uuid('target_id').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** the opening call's idempotency key: one payment per key */
    openKey: text('open_key').notNull().unique(),
    providerPaymentId: text('provider_payment_id').unique(),
    status: text('status', { enum: LEDGER_STATUSES }).notNull().default('pending'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    due: text('due', { enum: LEDGER_DUES }),
    dueCents: integer('due_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_user_created_idx').on(table.userId, table.createdAt),
    index('payments_target_idx').on(table.targetId),
    // The reconciliation job's work: payments owing something, and ones nobody claimed.
    index('payments_unsettled_idx')
      .on(table.createdAt)
      .where(
        sql`${table.due} is not null or (${table.claimedAt} is null and ${table.status} in ('pending', 'authorised', 'charged'))`,
      ),
    check('payments_amount_positive', sql`${table.amountCents} > 0`),
    check(
      'payments_refund_bounded',
      sql`${table.refundedCents} >= 0 and ${table.refundedCents} <= ${table.amountCents}`,
    ),
    check(
      'payments_due_bounded',
      sql`${table.dueCents} >= 0 and ${table.refundedCents} + ${table.dueCents} <= ${table.amountCents}`,
    ),
  ],
);

/**
 * One call to the provider, written (and committed) before the call is made: 'started' until its
 * answer is recorded. A process killed in between (or a provider that never answered) leaves it
 * 'started'; the reconciliation job asks the provider what an opening call made under its key,
 * and makes a capture, void or refund again with the same key (the provider answers what it did
 * the first time), and records that. `request` is the call's input, as sent.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null for a refund of a payment made before the ledger */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    operation: text('operation', { enum: GATEWAY_OPERATIONS }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    request: jsonb('request').notNull(),
    state: text('state', { enum: ['started', 'succeeded', 'failed'] })
      .notNull()
      .default('started'),
    /** the provider's id for what it made, or why it refused */
    result: text('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_attempts_started_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'started'`),
    index('payment_attempts_payment_idx').on(table.paymentId),
  ],
);
