import {
  envelopeSchema,
  paymentMethodsParamsSchema,
  paymentsConfigSchema,
  sandboxConfirmSetupSchema,
  sandboxSetupResultSchema,
  savedCardListSchema,
  savePaymentMethodSchema,
  setupIntentRequestSchema,
  setupIntentSchema,
} from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleRoutes } from '../module.ts';
import { failures, publicRoute, signedInRoute } from '../route-docs.ts';
import { CARD_SETUP_MAX, CARD_SETUP_WINDOW_MS, createCardSetupLimit } from './card-setup-limit.ts';
import { confirmSandboxSetupIntent } from './confirm-sandbox-setup.ts';
import { listSavedCards, savePaymentMethod, startCardSetup } from './saved-cards.ts';
import { stripeWebhookRoutes } from './stripe-webhook.routes.ts';

const signedIn = signedInRoute('payments');
const providerDown = {
  502: 'The payment provider could not be reached (PAYMENT_PROVIDER_UNAVAILABLE)',
} as const;
const invalid = { 400: 'The request breaks its schema (VALIDATION_FAILED)' } as const;
const signedOut = { 401: 'Not signed in, or the token is not valid' } as const;

/** Saved cards (the product's three calls), the sandbox's stand-in for Stripe.js, Stripe's webhook. */
export const paymentsRoutes: ModuleRoutes = async (app, { deps }) => {
  const open = app.withTypeProvider<ZodTypeProvider>();
  open.get(
    '/payments/config',
    {
      schema: {
        ...publicRoute('payments'),
        summary:
          'Which card provider the browser talks to: Stripe (with its publishable key) or the sandbox',
        response: { 200: envelopeSchema(paymentsConfigSchema) },
      },
    },
    async () => ({
      message: 'OK',
      data: { provider: deps.payments.provider, publishableKey: deps.payments.publishableKey },
    }),
  );

  await app.register(stripeWebhookRoutes, { deps });
  await app.register(signedInPaymentRoutes, { deps });
};

const signedInPaymentRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', app.authenticate);
  const limitCardSetups = createCardSetupLimit(app);

  api.get(
    '/user/payment/methods/:id',
    {
      schema: {
        ...signedIn,
        summary:
          "My saved cards, the default first; {id} is my user id or my payment customer id (anyone else's is 404). Empty before my first card.",
        params: paymentMethodsParamsSchema,
        response: {
          200: envelopeSchema(savedCardListSchema),
          ...failures(
            invalid,
            signedOut,
            { 404: 'Not my id (PAYMENT_CUSTOMER_NOT_FOUND)' },
            providerDown,
          ),
        },
      },
    },
    async (request) => ({
      message: 'OK',
      data: {
        object: 'list' as const,
        data: await listSavedCards({ deps, userId: request.user.sub, id: request.params.id }),
      },
    }),
  );

  api.post(
    '/user/payment/setup/intent',
    {
      preHandler: limitCardSetups,
      schema: {
        ...signedIn,
        summary:
          'Starts saving a card: creates my payment customer on first use and a setup intent the browser confirms with the provider',
        body: setupIntentRequestSchema,
        response: {
          201: envelopeSchema(setupIntentSchema),
          ...failures(
            invalid,
            signedOut,
            {
              404: '`customer` is not mine (PAYMENT_CUSTOMER_NOT_FOUND)',
              429: `More than ${CARD_SETUP_MAX} card setups in ${CARD_SETUP_WINDOW_MS / 60_000} minutes by one player (CARD_SETUP_RATE_LIMITED)`,
            },
            providerDown,
          ),
        },
      },
    },
    async (request, reply) => {
      const data = await startCardSetup({
        deps,
        userId: request.user.sub,
        customer: request.body.customer,
        description: request.body.description,
        cardholderName: request.body.metadata.cardholderName,
      });
      return reply.status(201).send({ message: 'Created', data });
    },
  );

  api.post(
    '/payments/sandbox/setup-intents/confirm',
    {
      schema: {
        ...signedIn,
        summary:
          "The sandbox's stand-in for Stripe.js: confirms my setup intent with a card (Stripe's test numbers behave as at Stripe). Only when Stripe is not configured.",
        body: sandboxConfirmSetupSchema,
        response: {
          200: envelopeSchema(sandboxSetupResultSchema),
          ...failures(signedOut, {
            400: "The card's number fails the Luhn check or its expiry is past (CARD_INVALID, in Stripe's words); or the request breaks its schema",
            402: 'The card was declined (PAYMENT_DECLINED)',
            404: 'Not my setup intent (SETUP_INTENT_NOT_FOUND), or Stripe is in use (SANDBOX_NOT_IN_USE)',
          }),
        },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await confirmSandboxSetupIntent({ deps, userId: request.user.sub, ...request.body }),
    }),
  );

  api.post(
    '/user/payment/save',
    {
      schema: {
        ...signedIn,
        summary:
          'Keeps a card confirmed with the provider as mine, the default one unless makeDefault is false (the first card is the default anyway)',
        body: savePaymentMethodSchema,
        response: {
          201: envelopeSchema(z.object({ paymentMethodId: z.string() })),
          ...failures(
            invalid,
            signedOut,
            {
              404: 'Not my customer (PAYMENT_CUSTOMER_NOT_FOUND), or not a card of it (PAYMENT_METHOD_NOT_FOUND)',
            },
            providerDown,
          ),
        },
      },
    },
    async (request, reply) => {
      const data = await savePaymentMethod({ deps, userId: request.user.sub, ...request.body });
      return reply.status(201).send({ message: 'Created', data });
    },
  );
};
