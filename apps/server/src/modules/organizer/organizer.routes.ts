import {
  createSocialSchema,
  envelopeSchema,
  errorResponseSchema,
  idParamsSchema,
  organizerBookingSchema,
  organizerJoinRequestSchema,
  organizerSocialSchema,
  socialGroupSchema,
  socialSchema,
} from '@betterplay/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findByOrganizerId as findBookingsByOrganizerId } from '../socials/bookings-repository.ts';
import { findPendingByOrganizerId } from '../socials/join-requests-repository.ts';
import { createSocial } from './create-social.ts';
import { decideJoinRequest } from './decide-join-request.ts';
import { listOrganizerSocials } from './list-organizer-socials.ts';

const secured = { security: [{ bearerAuth: [] }], tags: ['organizer'] };
const decisionSchema = envelopeSchema(
  z.object({ id: z.string(), status: z.enum(['accepted', 'rejected']) }),
);
const decisionFailures = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Everything here acts on the signed-in user's own socials; ownership is checked per call. */
export async function organizerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', app.authenticate);

  api.get(
    '/organizer/social',
    {
      schema: {
        ...secured,
        summary: 'My socials with their bookings',
        response: { 200: envelopeSchema(z.array(organizerSocialSchema)), 401: errorResponseSchema },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listOrganizerSocials({ db: app.db, organizerId: request.user.sub }),
    }),
  );

  api.post(
    '/organizer/social',
    {
      schema: {
        ...secured,
        summary: 'Create a social',
        body: createSocialSchema,
        response: {
          201: envelopeSchema(socialSchema),
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const social = await createSocial({
        db: app.db,
        organizerId: request.user.sub,
        input: request.body,
      });
      return reply.status(201).send({ message: 'Created', data: social });
    },
  );

  api.get(
    '/organizer/social/groups',
    {
      schema: {
        ...secured,
        summary: "My socials' groups",
        response: { 200: envelopeSchema(z.array(socialGroupSchema)), 401: errorResponseSchema },
      },
    },
    async (request) => {
      const socials = await listOrganizerSocials({ db: app.db, organizerId: request.user.sub });
      return {
        message: 'OK',
        data: socials.map((social) => ({
          id: social.id,
          title: social.name,
          avatar: '',
          description: social.description,
          socialId: social.id,
          members: social.socialBookings.length + 1,
          participants: social.socialBookings.map((booking) => ({ user: booking.user })),
          lastMessage: null,
          time: null,
        })),
      };
    },
  );

  api.get(
    '/organizer/social/bookings',
    {
      schema: {
        ...secured,
        summary: 'Places taken on my socials',
        response: {
          200: envelopeSchema(z.array(organizerBookingSchema)),
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const rows = await findBookingsByOrganizerId(app.db, request.user.sub);
      return {
        message: 'OK',
        data: rows.map((row) => ({ ...row, bookingDate: row.bookingDate.toISOString() })),
      };
    },
  );

  api.get(
    '/organizer/social/requests',
    {
      schema: {
        ...secured,
        summary: 'Pending join requests on my socials',
        response: {
          200: envelopeSchema(z.array(organizerJoinRequestSchema)),
          401: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await findPendingByOrganizerId(app.db, request.user.sub),
    }),
  );

  api.put(
    '/organizer/social/request/:id',
    {
      schema: {
        ...secured,
        summary: 'Accept a join request',
        params: idParamsSchema,
        response: { 200: decisionSchema, ...decisionFailures },
      },
    },
    async (request) => ({
      message: 'Request accepted',
      data: await decideJoinRequest({
        app,
        requestId: request.params.id,
        organizerId: request.user.sub,
        decision: 'accepted',
      }),
    }),
  );

  api.delete(
    '/organizer/social/request/:id',
    {
      schema: {
        ...secured,
        summary: 'Reject a join request',
        params: idParamsSchema,
        response: { 200: decisionSchema, ...decisionFailures },
      },
    },
    async (request) => ({
      message: 'Request rejected',
      data: await decideJoinRequest({
        app,
        requestId: request.params.id,
        organizerId: request.user.sub,
        decision: 'rejected',
      }),
    }),
  );
}
