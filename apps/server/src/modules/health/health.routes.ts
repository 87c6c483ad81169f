import { envelopeSchema, healthSchema, type Health } from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../module.ts';

export const healthRoutes: ModuleRoutes = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Database and Redis state; 503 when the database is down',
        response: { 200: envelopeSchema(healthSchema), 503: envelopeSchema(healthSchema) },
      },
    },
    async (_request, reply) => {
      const databaseUp = await app.database.ping();
      const redisState: Health['redis']['state'] = !app.redis
        ? 'disabled'
        : app.redis.status === 'ready'
          ? 'up'
          : 'down';
      const health: Health = {
        status: databaseUp && redisState !== 'down' ? 'ok' : 'degraded',
        database: { state: databaseUp ? 'up' : 'down', driver: app.database.driver },
        redis: { state: redisState },
      };
      return reply.status(databaseUp ? 200 : 503).send({ message: health.status, data: health });
    },
  );
};
