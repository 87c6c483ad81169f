import {
  deletePushSubscriptionSchema,
  envelopeSchema,
  pushConfigSchema,
  pushSubscriptionSchema,
} from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleRoutes } from '../../module.ts';
import { failures, publicRoute, signedInRoute } from '../../route-docs.ts';
import { subscribe, unsubscribe } from './push-subscriptions.ts';

const secured = signedInRoute('notifications');

/** Web push: the server's public key, and the signed-in person's devices. */
export const pushRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/push/config',
    {
      schema: {
        ...publicRoute('notifications'),
        summary: 'The VAPID public key a browser subscribes to push with',
        response: { 200: envelopeSchema(pushConfigSchema) },
      },
    },
    async () => ({ message: 'OK', data: { publicKey: deps.config.push.vapid.publicKey } }),
  );

  await app.register(async (signedIn) => {
    const api = signedIn.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', app.authenticate);

    api.post(
      '/user/push-subscriptions',
      {
        schema: {
          ...secured,
          summary: 'Send my pushes to this browser',
          description:
            "The browser's PushSubscription JSON as it is. The endpoint must be an https URL " +
            'that resolves to public addresses only (checked again at every send); the same ' +
            'endpoint again replaces its keys.',
          body: pushSubscriptionSchema,
          response: { 201: envelopeSchema(z.null()), ...failures(400, 401) },
        },
      },
      async (request, reply) => {
        await subscribe(deps, request.user.sub, request.body);
        return reply.code(201).send({ message: 'Push turned on for this device', data: null });
      },
    );

    api.delete(
      '/user/push-subscriptions',
      {
        schema: {
          ...secured,
          summary: 'Stop sending my pushes to this browser',
          body: deletePushSubscriptionSchema,
          response: { 200: envelopeSchema(z.null()), ...failures(400, 401, 404) },
        },
      },
      async (request) => {
        await unsubscribe(deps, request.user.sub, request.body.endpoint);
        return { message: 'Push turned off for this device', data: null };
      },
    );
  });
};
