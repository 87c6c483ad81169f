import { envelopeSchema, errorResponseSchema, userProfileSchema } from '@betterplay/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getProfile } from './get-profile.ts';

export async function profileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/user/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: envelopeSchema(userProfileSchema), 401: errorResponseSchema },
      },
    },
    async (request) => ({
      message: 'OK',
      data: await getProfile({ db: app.db, userId: request.user.sub }),
    }),
  );
}
