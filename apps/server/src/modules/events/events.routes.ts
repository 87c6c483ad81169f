import { userEventsQuerySchema, userEventsResponseSchema } from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../module.ts';
import { failures, signedInRoute } from '../route-docs.ts';
import { listUserEvents } from './list-user-events.ts';

/** The catch-up call of the realtime delivery: see docs/reliability.md. */
export const eventsRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', app.authenticate);

  api.get(
    '/user/events',
    {
      schema: {
        ...signedInRoute('events'),
        summary:
          'The realtime events I missed since an event id, oldest first (kept at least 24 h)',
        querystring: userEventsQuerySchema,
        response: {
          200: userEventsResponseSchema,
          ...failures(400, 401),
        },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await listUserEvents({ deps, userId: request.user.sub, after: request.query.after }),
    }),
  );
};
