import { useQuery } from '@tanstack/react-query';
import { paymentsConfigQueryOptions } from '../../payments/payments-api.ts';

/**
 * Stripe's publishable key when the server pays through Stripe; null in the sandbox, and while
 * or if the configuration cannot be read (then the saved card pays, which is always right).
 */
export function useStripeKey(): string | null {
  const config = useQuery(paymentsConfigQueryOptions());
  return config.data?.provider === 'stripe' ? config.data.publishableKey : null;
}
