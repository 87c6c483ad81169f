import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { findPaymentCustomerById, replacePaymentCustomer } from '../users/users-repository.ts';
import type { PaymentGateway } from './payment-gateway.ts';

type CustomerDeps = { db: Deps['db']; payments: Pick<PaymentGateway, 'provider'> };

/**
 * Sandbox customers are 'cus_sbx_…'. The demo seed gives every demo player one, so a server
 * started later with Stripe keys must not send those ids to Stripe: they count as no customer.
 */
const isProvidersCustomer = (customerId: string, provider: PaymentGateway['provider']) =>
  customerId.startsWith('cus_sbx_') === (provider === 'sandbox');

/** The user's customer at the payment provider in use (users.stripe_customer_id), null before their first card. */
export async function paymentCustomerIdOf({
  deps,
  userId,
}: {
  deps: CustomerDeps;
  userId: string;
}): Promise<string | null> {
  const user = await findPaymentCustomerById(deps.db, userId);
  const stored = user?.stripeCustomerId ?? null;
  return stored !== null && isProvidersCustomer(stored, deps.payments.provider) ? stored : null;
}

/**
 * The user's customer, created at the provider on first use. Two first calls at once may both
 * create one; only the first is stored (a compare-and-set) and both answer that one. The other
 * stays unused at the provider (Stripe's idempotency key makes it the same customer anyway).
 */
export async function ensurePaymentCustomer({
  deps,
  userId,
}: {
  deps: Deps;
  userId: string;
}): Promise<string> {
  const user = await findPaymentCustomerById(deps.db, userId);
  if (!user) throw appError('ACCOUNT_GONE');
  const stored = user.stripeCustomerId;
  if (stored !== null && isProvidersCustomer(stored, deps.payments.provider)) return stored;
  const created = await deps.payments.createCustomer({
    userId,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
  });
  if (await replacePaymentCustomer(deps.db, { id: userId, from: stored, to: created })) {
    return created;
  }
  const winner = await paymentCustomerIdOf({ deps, userId });
  if (!winner) throw appError('ACCOUNT_GONE');
  return winner;
}

/**
 * The caller's customer when `id` names the caller (their user id or their customer id);
 * null when it is the caller but they have no customer yet. Anyone else's id, or an unknown
 * one, is PAYMENT_CUSTOMER_NOT_FOUND: whether another account exists is not told.
 */
export async function callersCustomerNamedBy({
  deps,
  userId,
  id,
}: {
  deps: CustomerDeps;
  userId: string;
  id: string;
}): Promise<string | null> {
  const customerId = await paymentCustomerIdOf({ deps, userId });
  if (id === userId) return customerId;
  if (customerId !== null && id === customerId) return customerId;
  throw appError('PAYMENT_CUSTOMER_NOT_FOUND');
}
