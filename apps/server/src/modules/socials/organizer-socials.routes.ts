import {
  createSocialSchema,
  envelopeSchema,
  organizerBookingSchema,
  organizerSocialSchema,
  socialGroupSchema,
  socialSchema,
} from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleRoutes } from '../module.ts';
import { failures, signedInRoute } from '../route-docs.ts';
import { createSocial } from './create-social.ts';
import {
  listOrganizerBookings,
  listOrganizerSocials,
  listSocialGroups,
} from './list-organizer-socials.ts';

const secured = signedInRoute('organizer');

/** The signed-in organiser's own socials: every query is scoped to them. */
export const organizerSocialsRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', app.authenticate);

  api.get(
    '/organizer/social',
    {
      schema: {
        ...secured,
        summary: 'My socials with their bookings',
        response: { 200: envelopeSchema(z.array(organizerSocialSchema)), ...failures(401) },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listOrganizerSocials({ deps, organizerId: request.user.sub }),
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
          ...failures(400, 401, {
            403: 'The organiser has not verified their email (EMAIL_NOT_VERIFIED)',
          }),
        },
      },
    },
    async (request, reply) => {
      const social = await createSocial({
        deps,
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
        response: { 200: envelopeSchema(z.array(socialGroupSchema)), ...failures(401) },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listSocialGroups({ deps, organizerId: request.user.sub }),
    }),
  );

  api.get(
    '/organizer/social/bookings',
    {
      schema: {
        ...secured,
        summary: 'Places taken on my socials, newest first',
        response: {
          200: envelopeSchema(z.array(organizerBookingSchema)),
          ...failures(401),
        },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listOrganizerBookings({ deps, organizerId: request.user.sub }),
    }),
  );
};
