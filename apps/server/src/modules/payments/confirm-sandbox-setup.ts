import { passesLuhn, type SandboxConfirmSetup } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { paymentCustomerIdOf } from './payment-customers.ts';
import {
  cardBrandOf,
  cardDigits,
  chargeOutcomeOf,
  expiryProblem,
  isDeclinedOnSetup,
  STRIPE_CARD_MESSAGES,
} from './sandbox-cards.ts';
import { sandboxId } from './sandbox-gateway.ts';
import {
  insertPaymentMethod,
  lockSetupIntentByClientSecret,
  markSetupIntentSucceeded,
} from './sandbox-repository.ts';

/**
 * What Stripe.js does with the card typed into Stripe's iframe, done by the sandbox: checks the
 * number and expiry with Stripe's messages, declines Stripe's decline test card, and otherwise
 * attaches a card to the setup intent's customer. Only brand, last 4, expiry and the test
 * outcome are stored; the number and CVC are forgotten here. Confirming twice answers the same card.
 */
export async function confirmSandboxSetupIntent({
  deps,
  userId,
  clientSecret,
  card,
}: {
  deps: Deps;
  userId: string;
} & SandboxConfirmSetup): Promise<{ status: 'succeeded'; paymentMethodId: string }> {
  if (deps.payments.provider !== 'sandbox') throw appError('SANDBOX_NOT_IN_USE');
  const customerId = await paymentCustomerIdOf({ deps, userId });
  const digits = cardDigits(card.number);

  return deps.db.transaction(async (db) => {
    const intent = await lockSetupIntentByClientSecret(db, clientSecret);
    // Someone else's secret is as unknown as a made-up one.
    if (!intent || customerId === null || intent.customerId !== customerId) {
      throw appError('SETUP_INTENT_NOT_FOUND');
    }
    if (intent.status === 'succeeded' && intent.paymentMethodId) {
      return { status: 'succeeded', paymentMethodId: intent.paymentMethodId };
    }
    if (!passesLuhn(digits)) {
      throw appError('CARD_INVALID', { reason: STRIPE_CARD_MESSAGES.incorrectNumber });
    }
    const expired = expiryProblem(card, deps.clock.now());
    if (expired) throw appError('CARD_INVALID', { reason: expired });
    if (isDeclinedOnSetup(digits)) {
      throw appError('PAYMENT_DECLINED', { reason: STRIPE_CARD_MESSAGES.declined });
    }

    const paymentMethodId = sandboxId('pm');
    await insertPaymentMethod(db, {
      id: paymentMethodId,
      customerId: intent.customerId,
      brand: cardBrandOf(digits),
      last4: digits.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
      cardholderName: intent.cardholderName,
      chargeOutcome: chargeOutcomeOf(digits),
    });
    await markSetupIntentSucceeded(db, { setupIntentId: intent.id, paymentMethodId });
    return { status: 'succeeded', paymentMethodId };
  });
}
