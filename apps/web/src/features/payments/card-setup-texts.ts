import { CARD_SETUP_TEXTS } from '@betterplay/contracts';
import type { CardSetupFailure, CardSetupStateValue } from '@betterplay/machines';

/** The product's error catalogue: what each failure of the card dialog says, word for word. */
export function failureText(failure: CardSetupFailure): string {
  switch (failure.reason) {
    case 'missingFields':
      return CARD_SETUP_TEXTS.fillAllFields;
    case 'providerNotLoaded':
      return CARD_SETUP_TEXTS.stripeNotLoaded;
    case 'setupIntentFailed':
      return CARD_SETUP_TEXTS.setupIntentFailed;
    case 'cardDeclined':
      return failure.providerMessage;
    case 'setupNotSucceeded':
    case 'saveRefused':
    case 'saveFailed':
      return CARD_SETUP_TEXTS.saveFailed;
  }
}

/** What the dialog is waiting for, told to screen readers beside 'Saving...'. */
export const BUSY_TEXTS: Partial<Record<CardSetupStateValue, string>> = {
  validating: 'Checking the form...',
  creatingIntent: 'Preparing a secure card setup...',
  confirming: 'Confirming your card with the payment provider...',
  saving: 'Saving your card as the default...',
};
