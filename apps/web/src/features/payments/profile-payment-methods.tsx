import type { UserProfile } from '@betterplay/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { myProfileKeys } from '../auth/auth-api.ts';
import { CardSetupDialog } from './card-setup-dialog.tsx';
import { PaymentMethodsCard } from './payment-methods-card.tsx';
import { paymentsKeys, savedCardsQueryOptions } from './payments-api.ts';
import { useCardSetup } from './use-card-setup.ts';

/** The profile's Payment Methods card and its 'Update Payment Details' dialog. */
export function ProfilePaymentMethods({ profile }: { profile: UserProfile }) {
  const queryClient = useQueryClient();
  // The user's own id always names their cards, before and after they get a customer id.
  const cards = useQuery(savedCardsQueryOptions(profile.id));

  // Refetching shows the new default card without reloading the page. The profile too: the
  // first card gives the user a customer id, which the next setup sends.
  const onSaved = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: paymentsKeys.methods(profile.id) });
    void queryClient.invalidateQueries({ queryKey: myProfileKeys.all });
  }, [queryClient, profile.id]);
  const setup = useCardSetup({ customerId: profile.stripeCustomerId, onSaved });

  return (
    <>
      <PaymentMethodsCard
        cards={cards.data}
        loading={cards.isPending}
        error={cards.error}
        onRetry={() => void cards.refetch()}
        onUpdate={setup.open}
        updateButtonRef={setup.openerRef}
      />
      <CardSetupDialog setup={setup} />
    </>
  );
}
