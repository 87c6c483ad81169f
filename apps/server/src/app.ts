import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database, type DatabaseHandle } from './db/client.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerJobs } from './jobs/jobs-plugin.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { organizerRoutes } from './modules/organizer/organizer.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { socialsRoutes } from './modules/socials/socials.routes.ts';
import { userSocialsRoutes } from './modules/socials/user-socials.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registerRealtime } from './realtime/register-realtime.ts';
import { connectRedis } from './redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    db: Database;
    /** null in single-node mode */
    redis: Redis | null;
  }
}

/** Builds the whole app without listening: tests use `app.inject` or listen on port 0. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.env === 'production',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins first: database, Redis, security, auth, rate limits, docs.
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const redis = await connectRedis({ ...config.redis, log: app.log });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    redis?.disconnect();
    await database.close();
  });
  await registerSecurityHeaders(app);
  await registerAuth(app, config.jwt);
  await registerRateLimit(app, { redis, keyPrefix: config.redis.keyPrefix });
  await registerOpenApi(app);

  // Then app plugins, which route modules use.
  registerRealtime(app);
  await registerJobs(app, { runWorker: config.jobs.runInApi });

  const spaFallback = await registerWebApp(app, config.webDistDir);
  // Before the routes, so their encapsulated contexts inherit it.
  registerErrorHandler(app, spaFallback);

  // Then routes.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(profileRoutes);
      await api.register(socialsRoutes);
      await api.register(userSocialsRoutes);
      await api.register(organizerRoutes);
      await api.register(notificationsRoutes);
    },
    { prefix: '/api/v1' },
  );
  return app;
}
