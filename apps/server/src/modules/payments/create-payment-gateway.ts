import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from './payment-gateway.ts';

/** Stripe when STRIPE_SECRET_KEY is set, else the offline sandbox. (Being built: issue 9.) */
export function createPaymentGateway(_input: { config: AppConfig; db: Database }): PaymentGateway {
  const notBuilt = () => Promise.reject(new Error('payments: not built yet'));
  return {
    provider: 'sandbox',
    publishableKey: null,
    createCustomer: notBuilt,
    createSetupIntent: notBuilt,
    retrieveSetupIntent: notBuilt,
    listCards: notBuilt,
    setDefaultCard: notBuilt,
    charge: notBuilt,
    refund: notBuilt,
  };
}
