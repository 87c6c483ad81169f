import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  sandboxCharges,
  sandboxCustomers,
  sandboxPaymentMethods,
  sandboxRefunds,
  sandboxSetupIntents,
} from './payments.schema.ts';

/** Queries on the sandbox gateway's tables (what Stripe would keep on its side). No rules here. */

export type NewSandboxPaymentMethod = typeof sandboxPaymentMethods.$inferInsert;
export type NewSandboxCharge = typeof sandboxCharges.$inferInsert;

export async function insertCustomer(
  db: Database,
  values: { id: string; email: string; name: string },
): Promise<void> {
  await db.insert(sandboxCustomers).values(values);
}

export async function findCustomerById(db: Database, customerId: string) {
  const [row] = await db
    .select({
      id: sandboxCustomers.id,
      defaultPaymentMethodId: sandboxCustomers.defaultPaymentMethodId,
    })
    .from(sandboxCustomers)
    .where(eq(sandboxCustomers.id, customerId));
  return row;
}

export async function insertSetupIntent(
  db: Database,
  values: {
    id: string;
    customerId: string;
    clientSecret: string;
    description: string;
    cardholderName: string;
  },
): Promise<void> {
  await db.insert(sandboxSetupIntents).values(values);
}

const setupIntentColumns = {
  id: sandboxSetupIntents.id,
  customerId: sandboxSetupIntents.customerId,
  status: sandboxSetupIntents.status,
  cardholderName: sandboxSetupIntents.cardholderName,
  paymentMethodId: sandboxSetupIntents.paymentMethodId,
};

export async function findSetupIntentById(db: Database, setupIntentId: string) {
  const [row] = await db
    .select(setupIntentColumns)
    .from(sandboxSetupIntents)
    .where(eq(sandboxSetupIntents.id, setupIntentId));
  return row;
}

/** Locks the row, so two confirmations of one setup intent run one after the other. */
export async function lockSetupIntentByClientSecret(db: Database, clientSecret: string) {
  const [row] = await db
    .select(setupIntentColumns)
    .from(sandboxSetupIntents)
    .where(eq(sandboxSetupIntents.clientSecret, clientSecret))
    .for('update');
  return row;
}

export async function markSetupIntentSucceeded(
  db: Database,
  input: { setupIntentId: string; paymentMethodId: string },
): Promise<void> {
  await db
    .update(sandboxSetupIntents)
    .set({ status: 'succeeded', paymentMethodId: input.paymentMethodId })
    .where(eq(sandboxSetupIntents.id, input.setupIntentId));
}

export async function insertPaymentMethod(
  db: Database,
  values: NewSandboxPaymentMethod,
): Promise<void> {
  await db.insert(sandboxPaymentMethods).values(values);
}

/** The customer's cards, newest first (Stripe's order), with whether each is the default. */
export async function listPaymentMethodsOfCustomer(db: Database, customerId: string) {
  return db
    .select({
      id: sandboxPaymentMethods.id,
      brand: sandboxPaymentMethods.brand,
      last4: sandboxPaymentMethods.last4,
      expMonth: sandboxPaymentMethods.expMonth,
      expYear: sandboxPaymentMethods.expYear,
      cardholderName: sandboxPaymentMethods.cardholderName,
      isDefault: sql<boolean>`${sandboxCustomers.defaultPaymentMethodId} is not distinct from ${sandboxPaymentMethods.id}`,
    })
    .from(sandboxPaymentMethods)
    .innerJoin(sandboxCustomers, eq(sandboxCustomers.id, sandboxPaymentMethods.customerId))
    .where(eq(sandboxPaymentMethods.customerId, customerId))
    .orderBy(desc(sandboxPaymentMethods.createdAt), desc(sandboxPaymentMethods.id));
}

export async function findPaymentMethodOfCustomer(
  db: Database,
  input: { customerId: string; paymentMethodId: string },
) {
  const [row] = await db
    .select({
      id: sandboxPaymentMethods.id,
      chargeOutcome: sandboxPaymentMethods.chargeOutcome,
    })
    .from(sandboxPaymentMethods)
    .where(
      and(
        eq(sandboxPaymentMethods.id, input.paymentMethodId),
        eq(sandboxPaymentMethods.customerId, input.customerId),
      ),
    );
  return row;
}

export async function updateDefaultPaymentMethod(
  db: Database,
  input: { customerId: string; paymentMethodId: string },
): Promise<void> {
  await db
    .update(sandboxCustomers)
    .set({ defaultPaymentMethodId: input.paymentMethodId })
    .where(eq(sandboxCustomers.id, input.customerId));
}

/** Takes a card off its customer (no longer its default either); none such: nothing changes. */
export async function deletePaymentMethodOfCustomer(
  db: Database,
  input: { customerId: string; paymentMethodId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(sandboxCustomers)
      .set({ defaultPaymentMethodId: null })
      .where(
        and(
          eq(sandboxCustomers.id, input.customerId),
          eq(sandboxCustomers.defaultPaymentMethodId, input.paymentMethodId),
        ),
      );
    await tx
      .delete(sandboxPaymentMethods)
      .where(
        and(
          eq(sandboxPaymentMethods.id, input.paymentMethodId),
          eq(sandboxPaymentMethods.customerId, input.customerId),
        ),
      );
  });
}

/** Stores the charge unless its idempotency key was used before; answers whether it was stored. */
export async function insertChargeOnce(db: Database, values: NewSandboxCharge): Promise<boolean> {
  const inserted = await db
    .insert(sandboxCharges)
    .values(values)
    .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
    .returning({ id: sandboxCharges.id });
  return inserted.length > 0;
}

const chargeColumns = {
  id: sandboxCharges.id,
  customerId: sandboxCharges.customerId,
  amountCents: sandboxCharges.amountCents,
  succeeded: sandboxCharges.succeeded,
  failureMessage: sandboxCharges.failureMessage,
  refundedCents: sandboxCharges.refundedCents,
  captureState: sandboxCharges.captureState,
  authorisedUntil: sandboxCharges.authorisedUntil,
};

export async function findChargeByIdempotencyKey(db: Database, idempotencyKey: string) {
  const [row] = await db
    .select(chargeColumns)
    .from(sandboxCharges)
    .where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
  return row;
}

/** Locks the charge, so refunds of one payment are bounded one after the other. */
export async function lockChargeById(db: Database, chargeId: string) {
  const [row] = await db
    .select(chargeColumns)
    .from(sandboxCharges)
    .where(eq(sandboxCharges.id, chargeId))
    .for('update');
  return row;
}

export async function addRefundedCents(
  db: Database,
  input: { chargeId: string; amountCents: number },
): Promise<void> {
  await db
    .update(sandboxCharges)
    .set({ refundedCents: sql`${sandboxCharges.refundedCents} + ${input.amountCents}` })
    .where(eq(sandboxCharges.id, input.chargeId));
}

export async function setCaptureState(
  db: Database,
  input: { chargeId: string; captureState: 'captured' | 'canceled' },
): Promise<void> {
  await db
    .update(sandboxCharges)
    .set({ captureState: input.captureState })
    .where(eq(sandboxCharges.id, input.chargeId));
}

export async function findRefundByIdempotencyKey(db: Database, idempotencyKey: string) {
  const [row] = await db
    .select({
      id: sandboxRefunds.id,
      chargeId: sandboxRefunds.chargeId,
      amountCents: sandboxRefunds.amountCents,
    })
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
  return row;
}

export async function insertRefund(
  db: Database,
  values: { id: string; chargeId: string; amountCents: number; idempotencyKey: string },
): Promise<void> {
  await db.insert(sandboxRefunds).values(values);
}
