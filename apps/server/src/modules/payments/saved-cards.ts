import type { SavedCard } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { AppError, appError } from '../../errors.ts';
import { findPaymentCustomerById } from '../users/users-repository.ts';
import {
  callersCustomerNamedBy,
  ensurePaymentCustomer,
  paymentCustomerIdOf,
} from './payment-customers.ts';

/** The caller's saved cards, the default first; `id` is their user id or customer id. */
export async function listSavedCards({
  deps,
  userId,
  id,
}: {
  deps: Deps;
  userId: string;
  id: string;
}): Promise<SavedCard[]> {
  const customerId = await callersCustomerNamedBy({ deps, userId, id });
  return customerId === null ? [] : deps.payments.listCards(customerId);
}

/**
 * Starts saving a card: the caller's customer (created on first use) and a setup intent the
 * browser confirms with the provider. A `customer` given must be the caller's own.
 */
export async function startCardSetup({
  deps,
  userId,
  customer,
  description,
  cardholderName,
}: {
  deps: Deps;
  userId: string;
  customer: string | null | undefined;
  description: string;
  cardholderName: string;
}): Promise<{ id: string; clientSecret: string; customerId: string }> {
  if (customer) {
    // Compared with what the account stores, which the profile shows: it may be a sandbox
    // customer from the seed that ensurePaymentCustomer replaces once Stripe is in use.
    const stored = (await findPaymentCustomerById(deps.db, userId))?.stripeCustomerId;
    if (stored !== customer) throw appError('PAYMENT_CUSTOMER_NOT_FOUND');
  }
  const customerId = await ensurePaymentCustomer({ deps, userId });
  const intent = await deps.payments.createSetupIntent({ customerId, description, cardholderName });
  return { ...intent, customerId };
}

/**
 * Keeps a card the provider attached to the caller's customer: it becomes the default when
 * asked, or when the customer has no default yet (the card bookings charge).
 */
export async function savePaymentMethod({
  deps,
  userId,
  customerId,
  paymentMethodId,
  makeDefault,
}: {
  deps: Deps;
  userId: string;
  customerId: string;
  paymentMethodId: string;
  makeDefault: boolean;
}): Promise<{ paymentMethodId: string }> {
  const own = await paymentCustomerIdOf({ deps, userId });
  if (own === null || own !== customerId) throw appError('PAYMENT_CUSTOMER_NOT_FOUND');
  if (makeDefault) {
    await deps.payments.setDefaultCard({ customerId, paymentMethodId });
    return { paymentMethodId };
  }
  const cards = await deps.payments.listCards(customerId);
  if (!cards.some((card) => card.id === paymentMethodId))
    throw appError('PAYMENT_METHOD_NOT_FOUND');
  if (!cards.some((card) => card.isDefault)) {
    await deps.payments.setDefaultCard({ customerId, paymentMethodId });
  }
  return { paymentMethodId };
}

/**
 * Removes every card saved for the caller at the provider (their account's deletion), so none
 * can be charged again. Not a money call: nothing is charged or refunded. A customer the
 * provider no longer has holds no cards. A provider that cannot be reached throws, and the
 * deletion stops before the account forgets its customer.
 */
export async function removeSavedCards({
  deps,
  userId,
}: {
  deps: Deps;
  userId: string;
}): Promise<void> {
  const customerId = await paymentCustomerIdOf({ deps, userId });
  if (customerId === null) return;
  const cards = await deps.payments.listCards(customerId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'PAYMENT_CUSTOMER_NOT_FOUND') return [];
    throw error;
  });
  for (const card of cards) {
    await deps.payments.detachCard({ customerId, paymentMethodId: card.id });
  }
}
