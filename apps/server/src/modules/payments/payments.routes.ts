import {
  envelopeSchema,
  errorResponseSchema,
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
import { CARD_SETUP_MAX, CARD_SETUP_WINDOW_MS, createCardSetupLimit } from './card-setup-limit.ts';
import { confirmSandboxSetupIntent } from './confirm-sandbox-setup.ts';
import { listSavedCards, savePaymentMethod, startCardSetup } from './saved-cards.ts';
import { stripeWebhookRoutes } from './stripe-webhook.routes.ts';

const signedIn = { security: [{ bearerAuth: [] }], tags: ['payments'] };
const providerDown = errorResponseSchema.describe(
  'The payment provider could not be reached (PAYMENT_PROVIDER_UNAVAILABLE)',
);
const invalid = errorResponseSchema.describe('The request breaks its schema (VALIDATION_FAILED)');
const signedOut = errorResponseSchema.describe('Not signed in, or the token is not valid');

/** Saved cards (the spec's three calls), the sandbox's stand-in for Stripe.js, Stripe's webhook. */
export const paymentsRoutes: ModuleRoutes = async (app, { deps }) => {
  const open = app.withTypeProvider<ZodTypeProvider>();
  open.get(
    '/payments/config',
    {
      schema: {
        tags: ['payments'],
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
          400: invalid,
          401: signedOut,
          404: errorResponseSchema.describe('Not my id (PAYMENT_CUSTOMER_NOT_FOUND)'),
          502: providerDown,
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
          400: invalid,
          401: signedOut,
          404: errorResponseSchema.describe('`customer` is not mine (PAYMENT_CUSTOMER_NOT_FOUND)'),
          429: errorResponseSchema.describe(
            `More than ${CARD_SETUP_MAX} card setups in ${CARD_SETUP_WINDOW_MS / 60_000} minutes by one player (CARD_SETUP_RATE_LIMITED)`,
          ),
          502: providerDown,
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
          400: errorResponseSchema.describe(
            "The card's number fails the Luhn check or its expiry is past (CARD_INVALID, in Stripe's words); or the request breaks its schema",
          ),
          401: signedOut,
          402: errorResponseSchema.describe('The card was declined (PAYMENT_DECLINED)'),
          404: errorResponseSchema.describe(
            'Not my setup intent (SETUP_INTENT_NOT_FOUND), or Stripe is in use (SANDBOX_NOT_IN_USE)',
          ),
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
          400: invalid,
          401: signedOut,
          404: errorResponseSchema.describe(
            'Not my customer (PAYMENT_CUSTOMER_NOT_FOUND), or not a card of it (PAYMENT_METHOD_NOT_FOUND)',
          ),
          502: providerDown,
        },
      },
    },
    async (request, reply) => {
      const data = await savePaymentMethod({ deps, userId: request.user.sub, ...request.body });
      return reply.status(201).send({ message: 'Created', data });
    },
  );
};
