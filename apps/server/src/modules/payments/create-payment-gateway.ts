import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

/** Stripe when STRIPE_SECRET_KEY is set, else the offline sandbox (state in the database). */
export function createPaymentGateway(input: { config: AppConfig; db: Database }): PaymentGateway {
  const { stripeSecretKey, stripePublishableKey, stripeApiBase } = input.config.payments;
  if (stripeSecretKey) {
    return createStripeGateway({
      secretKey: stripeSecretKey,
      publishableKey: stripePublishableKey ?? null,
      apiBase: stripeApiBase,
    });
  }
  return createSandboxGateway(input.db);
}
