import type { BookingConfirmationMachine } from '@betterplay/machines';
import type { PaymentRequestPaymentMethodEvent, Stripe } from '@stripe/stripe-js';
import { useEffect, useState, type ComponentProps } from 'react';
import { waitFor, type ActorRefFrom } from 'xstate';
import { stripeFor } from '../../payments/stripe-card-form.tsx';
import { BookingConfirmationView, shownPrice } from './booking-confirmation-view.tsx';
import { usePaymentRequest } from './use-payment-request.ts';
import { isWalletMethod, WALLET_OF, type WalletPayment } from './wallet-payment.ts';

type ViewProps = Omit<ComponentProps<typeof BookingConfirmationView>, 'wallet'>;

/**
 * How long Confirm waits for Stripe.js and the device's answer about its wallets; after that the
 * saved card pays, so a script that never arrives cannot keep the player from paying for the hold.
 * Tests shorten it.
 */
export const walletCheckLimit = { ms: 8000 };
type ConfirmationActor = ActorRefFrom<BookingConfirmationMachine>;

export interface StripeWalletConfirmationProps extends ViewProps {
  publishableKey: string;
  /** the confirmation machine: a wallet's payment goes through it, and its answer ends the sheet */
  actorRef: ConfirmationActor;
}

/**
 * The confirmation page with Stripe (its own chunk, so the sandbox never loads it): Apple Pay and
 * Android Pay pay through Stripe's Payment Request when the device has the wallet, the saved card
 * otherwise. Stripe.js that does not load leaves the saved card.
 *
 * The installed @stripe/react-stripe-js no longer has PaymentRequestButtonElement (its successor is
 * the Express Checkout Element), so the product's own Confirm button opens the sheet with
 * `paymentRequest.show()`, which Stripe allows from a button of one's own.
 */
export function StripeWalletConfirmation({
  publishableKey,
  actorRef,
  ...view
}: StripeWalletConfirmationProps) {
  const [stripe, setStripe] = useState<Stripe | null | undefined>(undefined);
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    let live = true;
    void stripeFor(publishableKey).then((loaded) => {
      if (live) setStripe(loaded);
    });
    const timer = window.setTimeout(() => setWaitedLong(true), walletCheckLimit.ms);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [publishableKey]);

  if (stripe === undefined) {
    const wallet = waitedLong ? ({ kind: 'saved-card' } as const) : ({ kind: 'checking' } as const);
    return <BookingConfirmationView {...view} wallet={wallet} />;
  }
  if (stripe === null) return <BookingConfirmationView {...view} wallet={{ kind: 'saved-card' }} />;
  return (
    <WalletConfirmation stripe={stripe} actorRef={actorRef} waitedLong={waitedLong} {...view} />
  );
}

function WalletConfirmation({
  stripe,
  actorRef,
  waitedLong,
  ...view
}: ViewProps & { stripe: Stripe; actorRef: ConfirmationActor; waitedLong: boolean }) {
  const { place, snapshot } = view;
  const check = usePaymentRequest(stripe, {
    label: `${place.court.name} at ${place.stadiumName}`,
    amount: shownPrice(snapshot, place).price,
  });
  const request = check?.request ?? null;

  useEffect(() => {
    if (request === null) return undefined;
    const pay = (event: PaymentRequestPaymentMethodEvent) => {
      void payWithWallet(actorRef, event.paymentMethod.id).then((paid) =>
        event.complete(paid ? 'success' : 'fail'),
      );
    };
    request.on('paymentmethod', pay);
    return () => {
      request.off('paymentmethod', pay);
    };
  }, [request, actorRef]);

  const method = snapshot.context.paymentMethod;
  let wallet: WalletPayment = { kind: 'saved-card' };
  if (isWalletMethod(method) && check === null && !waitedLong) wallet = { kind: 'checking' };
  else if (isWalletMethod(method) && check?.wallets?.[WALLET_OF[method]] === true) {
    const { request: ready } = check;
    wallet = {
      kind: 'wallet',
      show: () => {
        if (!ready.isShowing()) ready.show();
      },
    };
  }
  return <BookingConfirmationView {...view} wallet={wallet} />;
}

/**
 * Sends the wallet's payment method through the machine and waits for its answer: true once the
 * booking is paid; false when it was refused (the page shows why) or could not be sent.
 */
async function payWithWallet(
  actorRef: ConfirmationActor,
  paymentMethodId: string,
): Promise<boolean> {
  const submit = { type: 'payment.submit', paymentMethodId } as const;
  if (!actorRef.getSnapshot().can(submit)) return false;
  actorRef.send(submit);
  try {
    // No time limit of its own: the sheet waits as long as the payment request does.
    const settled = await waitFor(actorRef, (state) => !state.matches('paying'), {
      timeout: Infinity,
    });
    return settled.matches('paid');
  } catch {
    return false;
  }
}
