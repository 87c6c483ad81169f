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
import { notFound } from '../../errors.ts';
import { listMyBookings, listMyJoinRequests } from './list-my-socials.ts';
import { requestToJoin } from './request-to-join.ts';
import { findById } from './socials-repository.ts';

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

  const sendJoinRequest = async (
    userId: string,
    input: Parameters<typeof requestToJoin>[0]['input'],
  ) => {
    const requestId = await requestToJoin({ app, userId, input });
    const created = (await listMyJoinRequests({ db: app.db, userId })).find(
      (entry) => entry.id === requestId,
    );
    if (!created) throw new Error('the new join request could not be read back');
    return { message: JOIN_REQUEST_SENT, data: created };
  };

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
    async (request, reply) =>
      reply.status(201).send(await sendJoinRequest(request.user.sub, request.body)),
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

  // Booking a social means asking its organiser: a place is only ever given by an accept.
  api.post(
    '/user/social/booking',
    {
      schema: {
        ...secured,
        summary: 'Book a social: sends its organiser a join request',
        body: bookPlaceSchema,
        response: { 201: envelopeSchema(myJoinRequestSchema), ...failures },
      },
    },
    async (request, reply) => {
      const found = await findById(app.db, request.body.socialId);
      if (!found) throw notFound('Social not found');
      const input = {
        socialId: found.social.id,
        organizerId: found.social.organizer.id,
        message: '',
      };
      return reply.status(201).send(await sendJoinRequest(request.user.sub, input));
    },
  );
}
