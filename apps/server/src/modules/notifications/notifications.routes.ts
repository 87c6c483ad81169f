import {
  envelopeSchema,
  markReadResultSchema,
  notificationSchema,
  readNotificationsSchema,
} from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleRoutes } from '../module.ts';
import { failures, signedInRoute } from '../route-docs.ts';
import { markNotificationsRead } from './mark-notifications-read.ts';
import { listNotifications } from './list-notifications.ts';

const secured = signedInRoute('notifications');

/** The signed-in user's bell; every query is scoped to that user. */
export const notificationsRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', app.authenticate);

  api.get(
    '/organizer/notifications',
    {
      schema: {
        ...secured,
        summary: 'My notifications, newest first; expired ones are hidden',
        response: { 200: envelopeSchema(z.array(notificationSchema)), ...failures(401) },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listNotifications({ deps, userId: request.user.sub }),
    }),
  );

  api.post(
    '/organizer/notifications/read',
    {
      schema: {
        ...secured,
        summary: 'Mark my notifications read',
        body: readNotificationsSchema,
        response: {
          200: envelopeSchema(markReadResultSchema),
          ...failures(400, 401),
        },
      },
    },
    async (request) => ({
      message: 'OK',
      data: {
        updated: await markNotificationsRead({
          deps,
          userId: request.user.sub,
          ids: request.body.ids,
        }),
      },
    }),
  );
};
