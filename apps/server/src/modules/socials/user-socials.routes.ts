import {
  bookPlaceSchema,
  createJoinRequestSchema,
  envelopeSchema,
  errorResponseSchema,
  JOIN_REQUEST_SENT,
  myBookingsSchema,
  myJoinRequestSchema,
} from '@betterplay/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookPlace } from './book-place.ts';
import { listMyBookings, listMyJoinRequests } from './list-my-socials.ts';
import { requestToJoin } from './request-to-join.ts';

const failures = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const secured = { security: [{ bearerAuth: [] }], tags: ['user socials'] };

/** A player's side of socials: asking to join, and the places they hold. */
export async function userSocialsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', app.authenticate);

  api.post(
    '/user/social/booking/request',
    {
      schema: {
        ...secured,
        summary: 'Ask to join a social',
        body: createJoinRequestSchema,
        response: { 201: envelopeSchema(myJoinRequestSchema), ...failures },
      },
    },
    async (request, reply) => {
      const userId = request.user.sub;
      const requestId = await requestToJoin({ app, userId, input: request.body });
      const mine = await listMyJoinRequests({ db: app.db, userId });
      const created = mine.find((entry) => entry.id === requestId);
      if (!created) throw new Error('the new join request could not be read back');
      return reply.status(201).send({ message: JOIN_REQUEST_SENT, data: created });
    },
  );

  api.get(
    '/user/social/booking/request',
    {
      schema: {
        ...secured,
        summary: 'My join requests, newest first',
        response: { 200: envelopeSchema(z.array(myJoinRequestSchema)), 401: errorResponseSchema },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listMyJoinRequests({ db: app.db, userId: request.user.sub }),
    }),
  );

  api.get(
    '/user/social/booking',
    {
      schema: {
        ...secured,
        summary: 'Places I hold: upcoming, recurring and past',
        response: { 200: envelopeSchema(myBookingsSchema), 401: errorResponseSchema },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listMyBookings({ db: app.db, userId: request.user.sub }),
    }),
  );

  api.post(
    '/user/social/booking',
    {
      schema: {
        ...secured,
        summary: 'Take a place straight away (capacity-guarded)',
        body: bookPlaceSchema,
        response: {
          201: envelopeSchema(
            z.object({ id: z.string(), socialId: z.string(), bookingDate: z.string() }),
          ),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const booking = await bookPlace({
        app,
        userId: request.user.sub,
        socialId: request.body.socialId,
      });
      return reply.status(201).send({ message: 'Created', data: booking });
    },
  );
}
