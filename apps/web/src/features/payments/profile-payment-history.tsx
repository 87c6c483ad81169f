import { useQuery } from '@tanstack/react-query';
import { PaymentHistoryCard } from './payment-history-card.tsx';
import { paymentHistoryQueryOptions } from './payments-api.ts';

/** The profile's Payments card, with the signed-in player's payments. */
export function ProfilePaymentHistory() {
  const payments = useQuery(paymentHistoryQueryOptions());
  return (
    <PaymentHistoryCard
      payments={payments.data}
      loading={payments.isPending}
      error={payments.error}
      onRetry={() => void payments.refetch()}
    />
  );
}
