import { envelopeSchema, healthSchema, type Health } from '@betterplay/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../module.ts';
import { publicRoute } from '../route-docs.ts';

export const healthRoutes: ModuleRoutes = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        ...publicRoute('health'),
        summary:
          "Database and Redis state and each sweep's last run; 503 when the database is down",
        description:
          'Answers from the database alone, so it answers while Redis is down. `degraded` when ' +
          'Redis is down or a sweep has not succeeded within three of its intervals.',
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
      // Without the database there is nothing to read them from; the 503 says why. A read that
      // fails after the ping leaves them unknown, which is no reason to answer ok.
      const sweeps = databaseUp ? await app.sweeps.read().catch(() => null) : [];
      const sweepsFine = sweeps !== null && !sweeps.some((sweep) => sweep.overdue);
      const health: Health = {
        status: databaseUp && redisState !== 'down' && sweepsFine ? 'ok' : 'degraded',
        database: { state: databaseUp ? 'up' : 'down', driver: app.database.driver },
        redis: { state: redisState },
        sweeps: sweeps ?? [],
      };
      return reply.status(databaseUp ? 200 : 503).send({ message: health.status, data: health });
    },
  );
};
