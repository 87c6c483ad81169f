import { envelopeSchema, myBookingsSchema } from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../module.ts';
import { failures, signedInRoute } from '../route-docs.ts';
import { listMyBookings } from './list-my-bookings.ts';

/** A player's places: upcoming, recurring and past. */
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
};
