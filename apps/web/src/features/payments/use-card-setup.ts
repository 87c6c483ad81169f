import { CARD_SETUP_TEXTS } from '@betterplay/contracts';
import { cardSetupMachine, type CardSetupStateValue } from '@betterplay/machines';
import { toast } from '@betterplay/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { CardProvider } from './card-provider.ts';
import { failureText } from './card-setup-texts.ts';
import { createSetupIntent, savePaymentMethod } from './payments-api.ts';

export interface UseCardSetupOptions {
  /** The signed-in user's payment customer id (null before their first card). */
  customerId: string | null;
  /** After a card was saved: refresh what shows the cards. */
  onSaved(): void;
}

/**
 * The card setup machine with the web app's side effects: the API calls, the provider's card
 * field (handed over through `providerRef`) and the product's toasts.
 */
export function useCardSetup({ customerId, onSaved }: UseCardSetupOptions) {
  const providerRef = useRef<CardProvider>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  // The machine is made once; the actors read what the page knows now.
  const latest = useRef({ customerId, onSaved });
  useEffect(() => {
    latest.current = { customerId, onSaved };
  }, [customerId, onSaved]);

  const [machine] = useState(() =>
    cardSetupMachine.provide({
      actors: {
        createSetupIntent: fromPromise(({ input }) =>
          createSetupIntent({
            cardholderName: input.cardholderName,
            customer: latest.current.customerId,
          }),
        ),
        confirmCardSetup: fromPromise(async ({ input }) => {
          const provider = providerRef.current;
          if (provider === null) throw new Error(CARD_SETUP_TEXTS.stripeNotLoaded);
          return provider.confirm(input);
        }),
        savePaymentMethod: fromPromise(({ input }) => savePaymentMethod(input)),
      },
      actions: {
        notifyFailure: (_, { failure }) => {
          toast({ title: failureText(failure), variant: 'destructive' });
          if (failure.reason === 'missingFields') nameRef.current?.focus();
        },
        notifySaved: () => {
          toast({ title: CARD_SETUP_TEXTS.saved });
          latest.current.onSaved();
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);

  /** Checks the card field (its messages show inline), then hands the form to the machine. */
  const submit = async () => {
    const provider = providerRef.current;
    const cardReady = provider === null ? false : await provider.checkCard();
    send({ type: 'card.submit', providerLoaded: provider?.isLoaded() ?? false, cardReady });
  };

  return {
    state: snapshot.value as CardSetupStateValue,
    cardholderName: snapshot.context.cardholderName,
    failure: snapshot.context.failure,
    providerRef,
    nameRef,
    openerRef,
    open: () => send({ type: 'dialog.open' }),
    close: () => send({ type: 'dialog.close' }),
    changeCardholder: (value: string) => send({ type: 'cardholder.change', value }),
    submit,
  };
}

export type CardSetup = ReturnType<typeof useCardSetup>;
