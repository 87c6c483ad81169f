import {
  paymentRecordSchema,
  paymentsConfigSchema,
  sandboxSetupResultSchema,
  savedCardListSchema,
  setupIntentSchema,
  type PaymentRecord,
  type PaymentsConfig,
  type SandboxConfirmSetup,
  type SavedCard,
  type SetupIntent,
} from '@betterplay/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';

export const paymentsKeys = {
  all: ['payments'] as const,
  config: () => [...paymentsKeys.all, 'config'] as const,
  methods: (ownerId: string) => [...paymentsKeys.all, 'methods', ownerId] as const,
  history: () => [...paymentsKeys.all, 'history'] as const,
};

/** GET /user/payments: the signed-in player's payments, newest first. */
export async function fetchPaymentHistory(signal?: AbortSignal): Promise<PaymentRecord[]> {
  const { data } = await apiRequest('/user/payments', {
    schema: z.array(paymentRecordSchema),
    signal,
  });
  return data;
}

export function paymentHistoryQueryOptions() {
  return queryOptions({
    queryKey: paymentsKeys.history(),
    queryFn: ({ signal }) => fetchPaymentHistory(signal),
  });
}

/** Which provider the card field talks to: Stripe (with its publishable key) or the sandbox. */
export async function fetchPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  const { data } = await apiRequest('/payments/config', {
    schema: paymentsConfigSchema,
    auth: false,
    signal,
  });
  return data;
}

/** The product's GET /user/payment/methods/{id}: the cards are in data.data. */
export async function fetchSavedCards(ownerId: string, signal?: AbortSignal): Promise<SavedCard[]> {
  const { data } = await apiRequest(`/user/payment/methods/${encodeURIComponent(ownerId)}`, {
    schema: savedCardListSchema,
    signal,
  });
  return data.data;
}

/** The provider never changes while the app runs: read once. */
export function paymentsConfigQueryOptions() {
  return queryOptions({
    queryKey: paymentsKeys.config(),
    queryFn: ({ signal }) => fetchPaymentsConfig(signal),
    staleTime: Infinity,
  });
}

export function savedCardsQueryOptions(ownerId: string) {
  return queryOptions({
    queryKey: paymentsKeys.methods(ownerId),
    queryFn: ({ signal }) => fetchSavedCards(ownerId, signal),
  });
}

// Shown in the provider's dashboard beside the SetupIntent.
const SETUP_DESCRIPTION = 'Card saved from the Better Play profile';

/** The product's payload: currency 'usd', description, customer, paymentMethodType 'card', metadata. */
export async function createSetupIntent({
  cardholderName,
  customer,
}: {
  cardholderName: string;
  customer: string | null;
}): Promise<SetupIntent> {
  const { data } = await apiRequest('/user/payment/setup/intent', {
    method: 'POST',
    body: {
      currency: 'usd',
      description: SETUP_DESCRIPTION,
      customer,
      paymentMethodType: 'card',
      metadata: { cardholderName },
    },
    schema: setupIntentSchema,
  });
  return data;
}

/**
 * The sandbox's stand-in for Stripe.js's confirmCardSetup. A declined card answers 402 with the
 * provider's message, which the ApiError carries.
 */
export async function confirmSandboxSetup(request: SandboxConfirmSetup) {
  const { data } = await apiRequest('/payments/sandbox/setup-intents/confirm', {
    method: 'POST',
    body: request,
    schema: sandboxSetupResultSchema,
  });
  return data;
}

/** Saves the confirmed card as the default; the product's success is the message 'Created'. */
export async function savePaymentMethod({
  customerId,
  paymentMethodId,
}: {
  customerId: string;
  paymentMethodId: string;
}): Promise<string> {
  const { message } = await apiRequest('/user/payment/save', {
    method: 'POST',
    body: { customerId, paymentMethodId, makeDefault: true },
    // What the save answers beyond its message is not the card dialog's business.
    schema: z.unknown(),
  });
  return message;
}
