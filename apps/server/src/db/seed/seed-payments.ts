import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { sandboxCustomers, sandboxPaymentMethods } from '../../modules/payments/payments.schema.ts';
import { users } from '../../modules/users/users.schema.ts';
import { DEMO_USERS, type DemoUser } from './demo-users.ts';
import { stableId } from './stable-id.ts';

/** Sandbox ids shaped like the gateway's own ('cus_sbx_…'), stable across runs of the seed. */
const sandboxIdOf = (prefix: 'cus' | 'pm', user: DemoUser) =>
  `${prefix}_sbx_${stableId(`sandbox-${prefix}:${user.key}`).replaceAll('-', '')}`;

/**
 * Every demo player has a sandbox customer with a saved default card (visa ending 4242), so the
 * booking journey works on a fresh start. Idempotent: stable ids, inserts that leave existing
 * rows alone, and an account that already has a customer keeps it. With Stripe configured these
 * sandbox customers are ignored and replaced on the player's first card (payment-customers.ts).
 */
export async function seedPayments(db: Database, now: Date) {
  const expYear = now.getUTCFullYear() + 3;
  for (const user of DEMO_USERS) {
    const customerId = sandboxIdOf('cus', user);
    const paymentMethodId = sandboxIdOf('pm', user);
    await db
      .insert(sandboxCustomers)
      .values({
        id: customerId,
        email: user.email,
        name: `${user.firstName} ${user.lastName}`,
        defaultPaymentMethodId: paymentMethodId,
      })
      .onConflictDoNothing();
    await db
      .insert(sandboxPaymentMethods)
      .values({
        id: paymentMethodId,
        customerId,
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear,
        cardholderName: `${user.firstName} ${user.lastName}`,
        chargeOutcome: 'succeeds',
      })
      .onConflictDoNothing();
    await db
      .update(users)
      .set({ stripeCustomerId: customerId })
      .where(and(eq(users.id, stableId(`user:${user.key}`)), isNull(users.stripeCustomerId)));
  }
}
