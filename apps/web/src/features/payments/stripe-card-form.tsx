import { FieldMessage } from '@betterplay/ui';
import { CARD_SETUP_TEXTS } from '@betterplay/contracts';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
// The pure entry loads Stripe.js only when loadStripe is called, so the sandbox never fetches it.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { useId, useImperativeHandle, useState, type Ref } from 'react';
import type { CardProvider } from './card-provider.ts';

/** Loads Stripe.js; tests put a stand-in here, as Stripe.js and its iframe cannot run in jsdom. */
export const stripeLoader = {
  load: (publishableKey: string): Promise<Stripe | null> => loadStripe(publishableKey),
};

const loading = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key, loaded once. A script that fails to load resolves to null, so
 * the dialog answers 'Stripe not loaded' instead of waiting forever.
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loading.get(publishableKey);
  if (stripe === undefined) {
    stripe = stripeLoader.load(publishableKey).catch(() => null);
    loading.set(publishableKey, stripe);
  }
  return stripe;
}

export interface StripeCardFormProps {
  publishableKey: string;
  ref?: Ref<CardProvider>;
}

/** Stripe Elements' card field (number, expiry, CVC in Stripe's iframe). */
export function StripeCardForm({ publishableKey, ref }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCardField ref={ref} />
    </Elements>
  );
}

function StripeCardField({ ref }: { ref?: Ref<CardProvider> }) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardError, setCardError] = useState<string | undefined>();
  const labelId = useId();
  const errorId = useId();

  useImperativeHandle(
    ref,
    (): CardProvider => ({
      isLoaded: () => stripe !== null && elements !== null,
      // Stripe checks the card itself and answers with its own message when it is incomplete.
      checkCard: async () => true,
      async confirm({ clientSecret, cardholderName }) {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) throw new Error(CARD_SETUP_TEXTS.stripeNotLoaded);
        const result = await stripe.confirmCardSetup(clientSecret, {
          payment_method: { card, billing_details: { name: cardholderName } },
        });
        if (result.error) throw new Error(result.error.message ?? '');
        const method = result.setupIntent.payment_method;
        return {
          status: result.setupIntent.status,
          paymentMethodId: typeof method === 'string' ? method : (method?.id ?? null),
        };
      },
    }),
    [stripe, elements],
  );

  return (
    <div className="grid gap-1.5" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="text-sm leading-none font-medium">
        Card details
      </span>
      <div className="min-h-11 rounded-md border border-input bg-background px-3 py-3 shadow-sm">
        <CardElement
          options={{ hidePostalCode: true, style: { base: { fontSize: '16px' } } }}
          onChange={(event) => setCardError(event.error?.message)}
        />
      </div>
      <FieldMessage id={errorId} message={cardError} />
    </div>
  );
}
