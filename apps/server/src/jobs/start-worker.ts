import Fastify, { type FastifyInstance } from 'fastify';
import { systemClock } from '../clock.ts';
import type { AppConfig } from '../config.ts';
import { runMigrations } from '../db/migrate.ts';
import { databasePlugin } from '../plugins/database.ts';
import { depsPlugin } from '../plugins/deps.ts';
import { loggerOptions } from '../plugins/logger.ts';
import { redisPlugin } from '../plugins/redis.ts';
import { jobsPlugin, type JobsPluginOptions } from './jobs-plugin.ts';
import { workerRealtimePlugin } from './worker-realtime.ts';

/**
 * The job worker alone (`npm run worker`), for deployments whose API processes run with
 * JOBS=off. It needs what it shares with them: PostgreSQL, and Redis for the queue and for the
 * realtime stream its pushes travel through. Fastify serves only as a container (logger, the
 * same plugins and deps, ordered close hooks); it never listens. `jobs` are what it runs (the
 * modules' jobs, which worker.ts passes, or a test's own); `stalledJobs` is for tests that crash
 * a worker.
 */
export async function startWorker(
  config: AppConfig,
  options: Omit<JobsPluginOptions, 'runWorker'>,
): Promise<FastifyInstance> {
  if (!config.databaseUrl) {
    throw new Error('set DATABASE_URL: the embedded database cannot be shared with the API');
  }
  const app = Fastify(loggerOptions(config));
  app.decorate('config', config);
  try {
    await app.register(databasePlugin);
    await app.register(redisPlugin);
    if (!app.redis) throw new Error('Redis is required: without it the API runs the jobs itself');
    await app.register(workerRealtimePlugin);
    await app.register(jobsPlugin, { ...options, runWorker: true });
    await app.register(depsPlugin, { clock: systemClock });
    await runMigrations(app.database);
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
