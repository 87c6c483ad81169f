import { envelopeSchema } from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleRoutes } from '../module.ts';
import { failures, publicRoute } from '../route-docs.ts';
import { handleStripeEvent, verifiedStripeEvent } from './stripe-webhook.ts';

/**
 * Stripe's webhook. Its signature covers the exact bytes Stripe sent, so in this plugin (and
 * only here) a JSON body is kept as the raw Buffer instead of being parsed.
 */
export const stripeWebhookRoutes: ModuleRoutes = async (app, { deps }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/payments/webhook',
    {
      schema: {
        ...publicRoute('payments'),
        summary:
          "Stripe's events (setup_intent.succeeded, payment_intent.payment_failed, charge.refunded), signed with STRIPE_WEBHOOK_SECRET in the Stripe-Signature header",
        response: {
          200: envelopeSchema(z.object({ received: z.literal(true) })),
          ...failures({
            400: 'The Stripe-Signature header is missing or does not sign this body (WEBHOOK_SIGNATURE_INVALID)',
            404: 'This server has no Stripe keys or webhook secret (STRIPE_NOT_CONFIGURED)',
          }),
        },
      },
    },
    async (request) => {
      const event = verifiedStripeEvent({
        deps,
        rawBody: request.body,
        signature: request.headers['stripe-signature'],
      });
      await handleStripeEvent({ deps, event });
      return { message: 'OK', data: { received: true as const } };
    },
  );
};
