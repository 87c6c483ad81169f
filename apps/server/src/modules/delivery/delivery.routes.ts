import {
  envelopeSchema,
  notificationPreferencesSchema,
  updateNotificationPreferencesSchema,
} from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../module.ts';
import { failures, signedInRoute } from '../route-docs.ts';
import { unsubscribeRoutes } from './mail/unsubscribe.routes.ts';
import { readPreferences, updatePreferences } from './notification-preferences.ts';
import { pushRoutes } from './push/push.routes.ts';

const secured = signedInRoute('notifications');

/** What may reach a person outside the app: their choices, a mail's unsubscribe link, push. */
export const deliveryRoutes: ModuleRoutes = async (app, { deps }) => {
  await app.register(preferencesRoutes, { deps });
  await app.register(unsubscribeRoutes, { deps });
  await app.register(pushRoutes, { deps });
};

/** What may reach the signed-in person outside the app, per kind and channel. */
const preferencesRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', app.authenticate);

  api.get(
    '/user/notification-preferences',
    {
      schema: {
        ...secured,
        summary: 'Which kinds of message reach me by email and by push',
        response: {
          200: envelopeSchema(notificationPreferencesSchema),
          ...failures(401),
        },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await readPreferences(deps, request.user.sub),
    }),
  );

  api.put(
    '/user/notification-preferences',
    {
      schema: {
        ...secured,
        summary: 'Turn kinds of message on or off, per channel',
        description:
          'The same shape as the GET; kinds and channels left out stay as they are. An unknown ' +
          'kind or channel is refused with 400.',
        body: updateNotificationPreferencesSchema,
        response: {
          200: envelopeSchema(notificationPreferencesSchema),
          ...failures(400, 401),
        },
      },
    },
    async (request) => ({
      message: 'Notification settings saved',
      data: await updatePreferences(deps, request.user.sub, request.body),
    }),
  );
};
