import {
  envelopeSchema,
  idParamsSchema,
  myBookingsSchema,
  socialGoingSchema,
} from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../module.ts';
import { failures, signedInRoute } from '../route-docs.ts';
import { listMyBookings } from './list-my-bookings.ts';
import { listGoing } from './social-going.ts';

/** A player's places (upcoming, recurring and past), and who is going to a social. */
export const myBookingsRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', app.authenticate);

  api.get(
    '/user/social/booking',
    {
      schema: {
        ...signedInRoute('user socials'),
        summary: 'Places I hold: upcoming, recurring and past',
        response: { 200: envelopeSchema(myBookingsSchema), ...failures(401) },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listMyBookings({ deps, userId: request.user.sub }),
    }),
  );

  api.get(
    '/socials/:id/going',
    {
      schema: {
        ...signedInRoute('user socials'),
        summary: "Who has a place at a social: the count, and the asker's friends among them",
        params: idParamsSchema,
        response: { 200: envelopeSchema(socialGoingSchema), ...failures(400, 401, 404) },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listGoing({ deps, socialId: request.params.id, viewerId: request.user.sub }),
    }),
  );
};
