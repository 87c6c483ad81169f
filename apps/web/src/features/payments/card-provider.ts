import type { CardSetupConfirmation } from '@betterplay/machines';

/**
 * What the dialog needs from a card field, whichever provider is behind it: the sandbox form or
 * Stripe's CardElement. The field hands one over through a ref while it is mounted.
 */
export interface CardProvider {
  /** false while the provider's script is missing (the product's 'Stripe not loaded') */
  isLoaded(): boolean;
  /** Runs the field's own checks and shows their messages; true when the card can be sent. */
  checkCard(): Promise<boolean>;
  /** Confirms the SetupIntent with the card; rejects with the provider's own message. */
  confirm(input: { clientSecret: string; cardholderName: string }): Promise<CardSetupConfirmation>;
}
