import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CardSetupDialogView } from './card-setup-dialog-view.tsx';
import { paymentsConfigQueryOptions } from './payments-api.ts';
import { SandboxCardForm } from './sandbox-card-form.tsx';
import { StripeCardForm } from './stripe-card-form.tsx';
import type { CardSetup } from './use-card-setup.ts';

/**
 * 'Update Payment Details', driven by the card setup machine: Stripe's CardElement when the server
 * has a publishable key, the sandbox card form otherwise.
 */
export function CardSetupDialog({ setup }: { setup: CardSetup }) {
  const config = useQuery(paymentsConfigQueryOptions());

  let cardField: ReactNode;
  if (config.isPending) {
    cardField = <p className="text-sm text-muted-foreground">Loading the card form...</p>;
  } else if (config.isError) {
    // Without the provider the card cannot be confirmed: Save answers 'Stripe not loaded'.
    cardField = <p className="text-sm text-destructive">The card form could not be loaded.</p>;
  } else if (config.data.provider === 'stripe' && config.data.publishableKey) {
    cardField = (
      <StripeCardForm publishableKey={config.data.publishableKey} ref={setup.providerRef} />
    );
  } else {
    cardField = <SandboxCardForm ref={setup.providerRef} />;
  }

  return (
    <CardSetupDialogView
      state={setup.state}
      cardholderName={setup.cardholderName}
      failure={setup.failure}
      cardField={cardField}
      nameRef={setup.nameRef}
      returnFocusRef={setup.openerRef}
      onCardholderChange={setup.changeCardholder}
      onSubmit={() => void setup.submit()}
      onClose={setup.close}
    />
  );
}
