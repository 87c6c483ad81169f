import { envelopeSchema, errorResponseSchema, userProfileSchema } from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../module.ts';
import { getProfile } from './get-profile.ts';

export const profileRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook('onRequest', app.authenticate);

  api.get(
    '/user/profile',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: envelopeSchema(userProfileSchema), 401: errorResponseSchema },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await getProfile({ deps, userId: request.user.sub }),
    }),
  );
};
