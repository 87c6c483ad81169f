import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { connectRedis } from '../redis.ts';
import { registerJobs } from './jobs-plugin.ts';
import { createWorkerRealtime } from './worker-realtime.ts';

/**
 * The job worker alone (`npm run worker`), for deployments whose API processes run with
 * JOBS=off. It needs what it shares with them: PostgreSQL, and Redis for the queue and for the
 * realtime stream its pushes travel through. Fastify serves only as a container (logger,
 * decorations, ordered close hooks); it never listens.
 */
export async function startWorker(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel } });
  if (!config.databaseUrl) {
    throw new Error('set DATABASE_URL: the embedded database cannot be shared with the API');
  }
  const redis = await connectRedis({ ...config.redis, log: app.log });
  if (!redis) throw new Error('Redis is required: without it the API runs the jobs itself');

  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const workerRealtime = createWorkerRealtime(redis, config.redis.keyPrefix);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('redis', redis);
  app.decorate('realtime', workerRealtime.realtime);
  // Added before the jobs plugin so it runs after the worker has stopped (close hooks run
  // last-in first-out): an active job may still need the database and the stream.
  app.addHook('onClose', async () => {
    await workerRealtime.close();
    redis.disconnect();
    await database.close();
  });

  try {
    await runMigrations(database);
    await registerJobs(app, { runWorker: true });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
