import type { SavedCard } from '@betterplay/contracts';
import Stripe from 'stripe';
import { appError } from '../../errors.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import {
  call,
  createStripeClient,
  digestOf,
  idOf,
  unexpectedState,
  type StripeSettings,
} from './stripe-client.ts';

/**
 * Stripe: a customer per user, SetupIntents confirmed by Stripe.js in the browser, the card the
 * customer's invoice_settings.default_payment_method names is the one charged off session.
 */
export function createStripeGateway(settings: StripeSettings): PaymentGateway {
  const stripe = createStripeClient(settings);
  /** What `call` answers for a card Stripe does not have (any more). */
  const gone = new Error('no such payment method');

  /** The customer, or PAYMENT_CUSTOMER_NOT_FOUND when Stripe has none (or a deleted one). */
  async function liveCustomer(customerId: string): Promise<Stripe.Customer> {
    const customer = await call(() => stripe.customers.retrieve(customerId), {
      resource_missing: () => appError('PAYMENT_CUSTOMER_NOT_FOUND'),
    });
    if (customer.deleted) throw appError('PAYMENT_CUSTOMER_NOT_FOUND');
    return customer;
  }

  /**
   * A payment made under `chargeKey` (its metadata says so), whichever method it charged, that
   * went through: Stripe keeps a key a day, so what is older cannot share one with this charge.
   */
  async function succeededUnder(
    customerId: string,
    chargeKey: string,
    statuses: readonly Stripe.PaymentIntent.Status[] = ['succeeded'],
  ) {
    const since = Math.floor(Date.now() / 1000) - 25 * 60 * 60;
    for await (const intent of stripe.paymentIntents.list({
      customer: customerId,
      created: { gte: since },
      limit: 100,
    })) {
      if (intent.metadata.chargeKey === chargeKey && statuses.includes(intent.status)) {
        return intent;
      }
    }
    return undefined;
  }

  /**
   * Captures or cancels a hold. Stripe refuses either on an intent no longer holding money; then
   * its state says whether that is the same end (fine) or another (`refusalIn` answers why not).
   */
  async function changeHold(
    paymentId: string,
    change: () => Promise<Stripe.PaymentIntent>,
    refusalIn: (status: Stripe.PaymentIntent.Status) => Error | undefined,
  ): Promise<void> {
    try {
      await call(change, {
        resource_missing: () => appError('PAYMENT_NOT_FOUND'),
        payment_intent_unexpected_state: () => unexpectedState,
      });
    } catch (error) {
      if (error !== unexpectedState) throw error;
      const intent = await call(() => stripe.paymentIntents.retrieve(paymentId));
      const refusal = refusalIn(intent.status);
      if (refusal) throw refusal;
    }
  }

  /** PAYMENT_METHOD_NOT_FOUND unless the method is unattached (a wallet's) or the customer's. */
  async function assertUsableBy(customerId: string, paymentMethodId: string) {
    const method = await call(() => stripe.paymentMethods.retrieve(paymentMethodId), {
      resource_missing: () => appError('PAYMENT_METHOD_NOT_FOUND'),
    });
    const owner = idOf(method.customer);
    if (owner !== null && owner !== customerId) throw appError('PAYMENT_METHOD_NOT_FOUND');
  }

  return {
    provider: 'stripe',
    publishableKey: settings.publishableKey,

    async createCustomer({ userId, email, name }) {
      const customer = await call(() =>
        stripe.customers.create(
          { email, name, metadata: { userId } },
          // Two first calls at once for one user create one customer at Stripe; the key names
          // what is sent, so a later call with a changed email is a new request, not a reused key.
          { idempotencyKey: `customer-for-user-${userId}-${digestOf(`${email}\n${name}`)}` },
        ),
      );
      return customer.id;
    },

    async createSetupIntent({ customerId, description, cardholderName }) {
      const intent = await call(
        () =>
          stripe.setupIntents.create({
            customer: customerId,
            usage: 'off_session',
            // this SDK's API version (2026-10-28) names Stripe's former payment_method_types so
            allowed_payment_method_types: ['card'],
            description,
            metadata: { cardholderName },
          }),
        { resource_missing: () => appError('PAYMENT_CUSTOMER_NOT_FOUND') },
      );
      if (!intent.client_secret) throw new Error('Stripe answered a SetupIntent without a secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieveSetupIntent(setupIntentId) {
      const intent = await call(() => stripe.setupIntents.retrieve(setupIntentId), {
        resource_missing: () => appError('SETUP_INTENT_NOT_FOUND'),
      });
      const customerId = idOf(intent.customer);
      if (!customerId) throw appError('SETUP_INTENT_NOT_FOUND');
      return { status: intent.status, customerId, paymentMethodId: idOf(intent.payment_method) };
    },

    async listCards(customerId) {
      const customer = await liveCustomer(customerId);
      const defaultId = idOf(customer.invoice_settings.default_payment_method);
      const methods = await call(() =>
        stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 }),
      );
      const cards = methods.data.flatMap((method): SavedCard[] =>
        method.card
          ? [
              {
                id: method.id,
                card: {
                  brand: method.card.brand,
                  last4: method.card.last4,
                  exp_month: method.card.exp_month,
                  exp_year: method.card.exp_year,
                },
                isDefault: method.id === defaultId,
                cardholderName: method.billing_details.name ?? '',
              },
            ]
          : [],
      );
      return [
        ...cards.filter((card) => card.isDefault),
        ...cards.filter((card) => !card.isDefault),
      ];
    },

    async setDefaultCard({ customerId, paymentMethodId }) {
      const method = await call(() => stripe.paymentMethods.retrieve(paymentMethodId), {
        resource_missing: () => appError('PAYMENT_METHOD_NOT_FOUND'),
      });
      if (idOf(method.customer) !== customerId) throw appError('PAYMENT_METHOD_NOT_FOUND');
      await call(() =>
        stripe.customers.update(customerId, {
          invoice_settings: { default_payment_method: paymentMethodId },
        }),
      );
    },

    async detachCard({ customerId, paymentMethodId }) {
      const missing = { resource_missing: () => gone };
      const unlessGone = (error: unknown) => {
        if (error === gone) return null;
        throw error;
      };
      const method = await call(
        () => stripe.paymentMethods.retrieve(paymentMethodId),
        missing,
      ).catch(unlessGone);
      if (method === null || idOf(method.customer) !== customerId) return;
      await call(() => stripe.paymentMethods.detach(paymentMethodId), missing).catch(unlessGone);
    },

    async charge({
      customerId,
      amountCents,
      description,
      idempotencyKey,
      paymentMethodId,
      metadata,
    }) {
      const customer = await liveCustomer(customerId);
      const paymentMethod =
        paymentMethodId ?? idOf(customer.invoice_settings.default_payment_method);
      if (!paymentMethod) throw appError('NO_PAYMENT_METHOD');
      // A method chosen in the browser: a wallet's (attached to nobody) or one of the customer's
      // cards, never another customer's.
      if (paymentMethodId !== undefined) await assertUsableBy(customerId, paymentMethodId);
      const create = (key: string) =>
        stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            customer: customerId,
            payment_method: paymentMethod,
            description,
            ...(paymentMethodId === undefined
              ? { off_session: true }
              : // The player is at the Payment Request sheet: on session. Wallets pay as cards,
                // so no method that redirects (and would need a return_url) is offered.
                { off_session: false, allowed_payment_method_types: ['card'] }),
            confirm: true,
            // Every try of this charge, whatever its method, says which charge it is.
            metadata: { ...metadata, chargeKey: idempotencyKey },
          },
          { idempotencyKey: key },
        );
      const intent = await call(
        async () => {
          try {
            return await create(idempotencyKey);
          } catch (error) {
            if (!(error instanceof Stripe.errors.StripeIdempotencyError)) throw error;
            // The key went with another method: a try of this charge whose answer was lost
            // (the provider unreachable, or failing), then the default card changed or another
            // wallet was used. Stripe refuses the key with new parameters, so the player could
            // not pay at all: a payment that went through is this charge's; otherwise the new
            // method is charged under a key of its own (the same method again, the same key).
            return (
              (await succeededUnder(customerId, idempotencyKey)) ??
              (await create(`${idempotencyKey}:pm-${digestOf(paymentMethod).slice(0, 12)}`))
            );
          }
        },
        // Checked above, but a wallet's method can be gone by now (used once, or detached).
        paymentMethodId === undefined
          ? {}
          : { resource_missing: () => appError('PAYMENT_METHOD_NOT_FOUND') },
      );
      if (intent.status !== 'succeeded') {
        // Off session nobody can answer a 3-D Secure challenge, and a wallet's payment is
        // authenticated by the device: a payment still asking for more is not made here.
        throw appError('PAYMENT_DECLINED', {
          reason: intent.last_payment_error?.message ?? 'Your card was declined.',
        });
      }
      return { paymentId: intent.id };
    },

    async authorise({ customerId, amountCents, description, idempotencyKey, metadata }) {
      const customer = await liveCustomer(customerId);
      const paymentMethod = idOf(customer.invoice_settings.default_payment_method);
      if (!paymentMethod) throw appError('NO_PAYMENT_METHOD');
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            customer: customerId,
            payment_method: paymentMethod,
            description,
            off_session: true,
            confirm: true,
            // Held on the card until the place is given (capture) or not (cancel).
            capture_method: 'manual',
            metadata: { ...metadata, chargeKey: idempotencyKey },
          },
          { idempotencyKey },
        ),
      );
      if (intent.status !== 'requires_capture') {
        throw appError('PAYMENT_DECLINED', {
          reason: intent.last_payment_error?.message ?? 'Your card was declined.',
        });
      }
      return { paymentId: intent.id };
    },

    async findOpened({ customerId, idempotencyKey }) {
      // A hold counts too, whatever became of it since (taken, or released).
      const made = await call(() =>
        succeededUnder(customerId, idempotencyKey, ['succeeded', 'requires_capture', 'canceled']),
      );
      return made ? { paymentId: made.id } : null;
    },

    capture: ({ paymentId, idempotencyKey }) =>
      // Captured before (a retry whose first answer was lost) answers again; a canceled intent
      // (voided, or lapsed after seven days) cannot be taken.
      changeHold(
        paymentId,
        () => stripe.paymentIntents.capture(paymentId, {}, { idempotencyKey }),
        (status) => (status === 'succeeded' ? undefined : appError('AUTHORISATION_ENDED')),
      ),

    void: ({ paymentId, idempotencyKey }) =>
      changeHold(
        paymentId,
        () => stripe.paymentIntents.cancel(paymentId, {}, { idempotencyKey }),
        (status) => (status === 'succeeded' ? appError('PAYMENT_ALREADY_CAPTURED') : undefined),
      ),

    async refund({ paymentId, amountCents, idempotencyKey }) {
      const refund = await call(
        () =>
          stripe.refunds.create(
            { payment_intent: paymentId, amount: amountCents },
            { idempotencyKey },
          ),
        {
          resource_missing: () => appError('PAYMENT_NOT_FOUND'),
          amount_too_large: () => appError('REFUND_EXCEEDS_PAYMENT'),
          charge_already_refunded: () => appError('REFUND_EXCEEDS_PAYMENT'),
        },
      );
      return { refundId: refund.id };
    },
  };
}
