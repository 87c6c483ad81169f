import Stripe from 'stripe';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';

/**
 * Stripe's event, trusted only when its Stripe-Signature header signs these exact bytes with
 * STRIPE_WEBHOOK_SECRET (the SDK also refuses a timestamp older than 5 minutes).
 */
export function verifiedStripeEvent({
  deps,
  rawBody,
  signature,
}: {
  deps: Pick<Deps, 'config'>;
  rawBody: unknown;
  signature: string | string[] | undefined;
}): Stripe.Event {
  const { stripeSecretKey, stripeWebhookSecret } = deps.config.payments;
  if (!stripeSecretKey || !stripeWebhookSecret) throw appError('STRIPE_NOT_CONFIGURED');
  if (!Buffer.isBuffer(rawBody) || typeof signature !== 'string' || signature === '') {
    throw appError('WEBHOOK_SIGNATURE_INVALID');
  }
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, stripeWebhookSecret);
  } catch {
    throw appError('WEBHOOK_SIGNATURE_INVALID');
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * What Stripe tells us after the fact. A card confirmed in the browser is attached by Stripe
 * already; if the browser never called save (closed tab), the card becomes the default when the
 * customer has none, so bookings can charge it. Failed payments and refunds are only logged:
 * bookings learn the outcome from the synchronous call that asked for them.
 */
export async function handleStripeEvent({
  deps,
  event,
}: {
  deps: Deps;
  event: Stripe.Event;
}): Promise<void> {
  switch (event.type) {
    case 'setup_intent.succeeded': {
      const customerId = idOf(event.data.object.customer);
      const paymentMethodId = idOf(event.data.object.payment_method);
      if (!customerId || !paymentMethodId) return;
      const cards = await deps.payments.listCards(customerId);
      if (!cards.some((card) => card.isDefault)) {
        await deps.payments.setDefaultCard({ customerId, paymentMethodId });
      }
      deps.log.info({ event: event.id, customerId, paymentMethodId }, 'stripe: card set up');
      return;
    }
    case 'payment_intent.payment_failed':
      deps.log.warn(
        {
          event: event.id,
          paymentIntent: event.data.object.id,
          reason: event.data.object.last_payment_error?.message,
        },
        'stripe: payment failed',
      );
      return;
    case 'charge.refunded':
      deps.log.info(
        {
          event: event.id,
          charge: event.data.object.id,
          paymentIntent: idOf(event.data.object.payment_intent),
          amountRefunded: event.data.object.amount_refunded,
        },
        'stripe: charge refunded',
      );
      return;
    default:
      deps.log.debug({ event: event.id, type: event.type }, 'stripe: event not handled');
  }
}
