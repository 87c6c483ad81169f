import type {
  CanMakePaymentResult,
  PaymentRequest,
  PaymentRequestItem,
  Stripe,
} from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';

export interface WalletCheck {
  request: PaymentRequest;
  /** what `canMakePayment()` answered: the wallets ready on this device, or null for none */
  wallets: CanMakePaymentResult | null;
}

/**
 * A Payment Request for the booking (AU, usd, `total`), and which wallets the device has for it;
 * null while Stripe is asked. The total follows the duration chosen.
 */
export function usePaymentRequest(stripe: Stripe, total: PaymentRequestItem): WalletCheck | null {
  const [check, setCheck] = useState<WalletCheck | null>(null);
  // The total it starts with; later changes go through update().
  const initialTotal = useRef(total);

  useEffect(() => {
    const request = stripe.paymentRequest({
      country: 'AU',
      currency: 'usd',
      total: initialTotal.current,
    });
    let live = true;
    request.canMakePayment().then(
      (wallets) => {
        if (live) setCheck({ request, wallets });
      },
      () => {
        if (live) setCheck({ request, wallets: null });
      },
    );
    return () => {
      live = false;
    };
  }, [stripe]);

  const { label, amount } = total;
  useEffect(() => {
    // Stripe refuses an update while its sheet is open; the amount cannot change then anyway.
    if (check === null || check.request.isShowing()) return;
    check.request.update({ total: { label, amount } });
  }, [check, label, amount]);

  return check;
}
