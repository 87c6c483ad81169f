import {
  envelopeSchema,
  errorResponseSchema,
  notificationSchema,
  readNotificationsSchema,
} from '@betterplay/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findByUserId, markRead } from './notifications-repository.ts';

const secured = { security: [{ bearerAuth: [] }], tags: ['notifications'] };

/** The signed-in user's bell; every query is scoped to that user. */
export async function notificationsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', app.authenticate);

  api.get(
    '/organizer/notifications',
    {
      schema: {
        ...secured,
        summary: 'My notifications, newest first; expired ones are hidden',
        response: { 200: envelopeSchema(z.array(notificationSchema)), 401: errorResponseSchema },
      },
    },
    async (request) => ({ message: 'OK', data: await findByUserId(app.db, request.user.sub) }),
  );

  api.post(
    '/organizer/notifications/read',
    {
      schema: {
        ...secured,
        summary: 'Mark my notifications read',
        body: readNotificationsSchema,
        response: {
          200: envelopeSchema(z.object({ updated: z.number().int() })),
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      message: 'OK',
      data: { updated: await markRead(app.db, request.user.sub, request.body.ids) },
    }),
  );
}
