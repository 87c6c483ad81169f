import { COURT_PAYMENT_METHOD_LABELS, type CourtPaymentMethod } from '@betterplay/contracts';

/**
 * How the chosen method pays when the server pays through Stripe (in the sandbox there is none:
 * every method charges the saved card). Apple Pay and Android Pay pay through Stripe's Payment
 * Request (the device's wallet sheet, opened by the Confirm button) when the device has that
 * wallet; otherwise, and for Mastercard, the Confirm button charges the saved card.
 */
export type WalletPayment =
  /** Stripe.js is loading, or the device is being asked about its wallets */
  | { kind: 'checking' }
  | { kind: 'saved-card' }
  /** `show` opens the wallet's sheet (it must run in the click itself) */
  | { kind: 'wallet'; show: () => void };

export type WalletMethod = Exclude<CourtPaymentMethod, 'mastercard'>;

export const isWalletMethod = (method: CourtPaymentMethod): method is WalletMethod =>
  method !== 'mastercard';

/** What `canMakePayment()` calls each wallet. */
export const WALLET_OF: Record<WalletMethod, 'applePay' | 'googlePay'> = {
  'apple-pay': 'applePay',
  'android-pay': 'googlePay',
};

/** The note under the payment methods: which card or wallet the payment will take. */
export function walletNote(wallet: WalletPayment, method: CourtPaymentMethod): string {
  const label = COURT_PAYMENT_METHOD_LABELS[method];
  if (!isWalletMethod(method)) return 'Your saved card will be charged.';
  if (wallet.kind === 'checking') return `Checking whether ${label} is ready on this device...`;
  if (wallet.kind === 'wallet') return `${label} on this device pays when you confirm.`;
  return `${label} is not set up on this device, so your saved card will be charged.`;
}
