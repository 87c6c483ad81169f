import { and, desc, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isoTimestamp } from '../../db/reusable-statement.ts';
import {
  paymentAttempts,
  payments,
  type GatewayOperation,
  type LedgerDue,
  type LedgerStatus,
} from './ledger.schema.ts';

/** Queries on the payment ledger. No rules here: payment-ledger.ts says what they mean. */

export type LedgerPayment = typeof payments.$inferSelect;
export type NewLedgerPayment = Pick<
  typeof payments.$inferInsert,
  'userId' | 'kind' | 'targetId' | 'description' | 'amountCents' | 'openKey'
>;

/** The payment opened under its key: a new one, or the one a try before this one wrote. */
export async function insertPaymentOnce(db: Database, values: NewLedgerPayment): Promise<string> {
  const [inserted] = await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: payments.openKey })
    .returning({ id: payments.id });
  if (inserted) return inserted.id;
  const [existing] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.openKey, values.openKey));
  if (!existing) throw new Error(`ledger: payment under ${values.openKey} neither new nor found`);
  return existing.id;
}

export async function insertAttemptOnce(
  db: Database,
  values: {
    paymentId: string | null;
    operation: GatewayOperation;
    idempotencyKey: string;
    request: unknown;
  },
): Promise<void> {
  await db
    .insert(paymentAttempts)
    .values(values)
    .onConflictDoNothing({ target: paymentAttempts.idempotencyKey });
}

/**
 * Ends an attempt; whether this call ended it (a second recording of it changes nothing). A
 * refusal that never reached the provider's books (an unknown card) can be followed by a success
 * under the same key: the provider's word is the last, so only a success is final.
 */
export async function finishAttempt(
  db: Database,
  input: { idempotencyKey: string; state: 'succeeded' | 'failed'; result: string; at: Date },
): Promise<boolean> {
  const ended = await db
    .update(paymentAttempts)
    .set({ state: input.state, result: input.result, finishedAt: input.at })
    .where(
      and(
        eq(paymentAttempts.idempotencyKey, input.idempotencyKey),
        ne(paymentAttempts.state, 'succeeded'),
      ),
    )
    .returning({ id: paymentAttempts.id });
  return ended.length > 0;
}

export async function findPayment(db: Database, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function lockPayment(db: Database, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function findPaymentByProviderId(db: Database, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId));
  return row;
}

/** The provider's answer: the payment it made, held or charged (after a refusal too, as above). */
export async function recordOpened(
  db: Database,
  input: { id: string; providerPaymentId: string; status: 'authorised' | 'charged'; at: Date },
): Promise<void> {
  await db
    .update(payments)
    .set({ providerPaymentId: input.providerPaymentId, status: input.status, updatedAt: input.at })
    .where(and(eq(payments.id, input.id), inArray(payments.status, ['pending', 'failed'])));
}

export async function recordRefused(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed', updatedAt: at })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
}

/** What a settled due leaves: captured, voided, or refunded (in full or part). */
export async function recordDueSettled(
  db: Database,
  input: { id: string; due: LedgerDue; dueCents: number; at: Date },
): Promise<void> {
  const refunded = sql`${payments.refundedCents} + ${payments.dueCents}`;
  await db
    .update(payments)
    .set({
      due: null,
      dueCents: 0,
      updatedAt: input.at,
      ...(input.due === 'capture' ? { status: 'captured' as const } : {}),
      ...(input.due === 'void' ? { status: 'voided' as const } : {}),
      ...(input.due === 'refund'
        ? {
            refundedCents: refunded,
            status: sql`case when ${refunded} >= ${payments.amountCents} then 'refunded' else ${payments.status} end`,
          }
        : {}),
    })
    .where(
      and(
        eq(payments.id, input.id),
        eq(payments.due, input.due),
        eq(payments.dueCents, input.dueCents),
      ),
    );
}

/**
 * A hold the provider captured while the payment came to owe its void (the place given up with
 * the capture on its way): the money is taken, so what is owed becomes its refund in full.
 * Answers whether the payment still owed that void.
 */
export async function turnVoidIntoRefund(
  db: Database,
  input: { id: string; at: Date },
): Promise<boolean> {
  const turned = await db
    .update(payments)
    .set({
      status: 'captured',
      due: 'refund',
      dueCents: sql`${payments.amountCents} - ${payments.refundedCents}`,
      updatedAt: input.at,
    })
    .where(
      and(eq(payments.id, input.id), eq(payments.due, 'void'), eq(payments.status, 'authorised')),
    )
    .returning({ id: payments.id });
  return turned.length > 0;
}

/** A due the provider refused for good (a hold that lapsed): nothing more to try. */
export async function recordDueRefused(
  db: Database,
  input: { id: string; due: LedgerDue; status: LedgerStatus; at: Date },
): Promise<void> {
  await db
    .update(payments)
    .set({ due: null, dueCents: 0, status: input.status, updatedAt: input.at })
    .where(and(eq(payments.id, input.id), eq(payments.due, input.due)));
}

/** A refund of a court's or share's payment made outside a due (settle-refunds.ts). */
export async function addRefunded(
  db: Database,
  input: { id: string; amountCents: number; at: Date },
): Promise<void> {
  const refunded = sql`least(${payments.refundedCents} + ${input.amountCents}, ${payments.amountCents})`;
  await db
    .update(payments)
    .set({
      refundedCents: refunded,
      status: sql`case when ${refunded} >= ${payments.amountCents} then 'refunded' else ${payments.status} end`,
      updatedAt: input.at,
    })
    .where(eq(payments.id, input.id));
}

export async function setDue(
  db: Database,
  input: { id: string; due: LedgerDue; dueCents?: number; at: Date },
): Promise<void> {
  await db
    .update(payments)
    .set({ due: input.due, dueCents: input.dueCents ?? 0, updatedAt: input.at })
    .where(eq(payments.id, input.id));
}

/**
 * `setDue` for a statement that does more in the same round trip: a CTE named `owed`, on the
 * payment whose id `paymentId` gives (an expression on an earlier CTE; none: nothing owed).
 */
export function setDueCte(input: { paymentId: SQL; due: LedgerDue; at: Date | SQL }) {
  return sql`
    owed as (
      update payments set due = ${input.due}, due_cents = 0,
        updated_at = ${isoTimestamp(input.at)}::timestamptz
      where id = ${input.paymentId}
      returning id
    )` as SQL;
}

/**
 * `claimPayment` (ledger-claims.ts) for a statement that does more in the same round trip: a
 * CTE `claimable` that locks the payment and has its row only while it may still be claimed
 * (nothing owed on it, money held or taken), and a CTE `claimed`, placed after what claims it,
 * that marks it claimed when `condition` holds.
 */
export function claimPaymentCtes(input: { paymentId: string; at: Date }) {
  return {
    claimable: sql`
      claimable as (
        select id from payments
        where id = ${input.paymentId}::uuid and due is null and status in ('authorised', 'charged')
        for update
      )` as SQL,
    claimed: (condition: SQL) =>
      sql`
      claimed as (
        update payments set claimed_at = coalesce(claimed_at, ${input.at.toISOString()}::timestamptz),
          updated_at = ${input.at.toISOString()}::timestamptz
        where id = (select id from claimable) and ${condition}
        returning id
      )` as SQL,
  };
}

export async function markClaimed(db: Database, id: string, at: Date): Promise<void> {
  await db.update(payments).set({ claimedAt: at, updatedAt: at }).where(eq(payments.id, id));
}

/** Attempts whose answer was never recorded, older than `before`. */
export async function findStartedAttempts(db: Database, before: Date, limit: number) {
  return db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.state, 'started'), lt(paymentAttempts.createdAt, before)))
    .orderBy(paymentAttempts.createdAt)
    .limit(limit);
}

/**
 * Payments owing a due set before `before`, or opened before it and never claimed by what they
 * pay for.
 */
export async function findUnsettledPayments(db: Database, before: Date, limit: number) {
  return db
    .select()
    .from(payments)
    .where(
      or(
        and(sql`${payments.due} is not null`, lt(payments.updatedAt, before)),
        and(
          isNull(payments.claimedAt),
          inArray(payments.status, ['pending', 'authorised', 'charged']),
          lt(payments.createdAt, before),
        ),
      ),
    )
    .orderBy(payments.createdAt)
    .limit(limit);
}

/** A player's payments, newest first, as GET /user/payments lists them. */
export async function listPaymentsOfUser(db: Database, userId: string, limit: number) {
  return db
    .select({
      id: payments.id,
      kind: payments.kind,
      status: payments.status,
      amountCents: payments.amountCents,
      description: payments.description,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(and(eq(payments.userId, userId), sql`${payments.status} <> 'pending'`))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

/** How many payments for this target the provider refused: each new try holds under a new key. */
export async function countRefusedPayments(db: Database, targetId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.targetId, targetId), eq(payments.status, 'failed')));
  return row?.count ?? 0;
}

/** Every payment of a player, oldest first, for their data export: no provider id. */
export async function findPaymentsForExport(db: Database, userId: string) {
  return db
    .select({
      id: payments.id,
      kind: payments.kind,
      description: payments.description,
      amountCents: payments.amountCents,
      refundedCents: payments.refundedCents,
      status: payments.status,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(payments.createdAt, payments.id);
}
