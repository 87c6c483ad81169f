import {
  courtBookingSchema,
  envelopeSchema,
  idempotencyKeyHeadersSchema,
  payShareSchema,
  shareParamsSchema,
} from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../../module.ts';
import { failures } from '../../route-docs.ts';
import {
  courtBookingFailures,
  courtBookingsDocs,
} from '../bookings/court-booking-route-schemas.ts';
import { declineShare } from './decline-share.ts';
import { payShare } from './pay-share.ts';

/** A friend's share of a split booking: pay it or decline it. Signed in. */
export const sharesRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', app.authenticate);

  api.post(
    '/user/court/shares/:shareId/pay',
    {
      schema: {
        ...courtBookingsDocs,
        summary: "Pay my share with my default card: the booking's owner is refunded as much",
        description:
          'Send an Idempotency-Key header: the same key again answers the same status and body ' +
          "and charges once. A declined card answers 402 with the provider's message. The body " +
          "is optional: a paymentMethodId (a wallet's, from Stripe's Payment Request button) is " +
          'charged instead of the default card; one that is not usable answers 404.',
        headers: idempotencyKeyHeadersSchema,
        params: shareParamsSchema,
        // Without a body (as before wallets) Fastify gives null.
        body: payShareSchema.nullish(),
        response: {
          200: envelopeSchema(courtBookingSchema),
          ...courtBookingFailures,
          ...failures(402, 502),
        },
      },
    },
    async (request, reply) => {
      const answer = await payShare({
        deps,
        userId: request.user.sub,
        shareId: request.params.shareId,
        paymentMethodId: request.body?.paymentMethodId ?? undefined,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(answer.status).send(answer.body);
    },
  );

  api.post(
    '/user/court/shares/:shareId/decline',
    {
      schema: {
        ...courtBookingsDocs,
        summary: 'Decline my share: the owner sees it at once',
        params: shareParamsSchema,
        response: { 200: envelopeSchema(courtBookingSchema), ...courtBookingFailures },
      },
    },
    async (request) => ({
      message: 'Share declined',
      data: await declineShare({
        deps,
        userId: request.user.sub,
        shareId: request.params.shareId,
      }),
    }),
  );
};
