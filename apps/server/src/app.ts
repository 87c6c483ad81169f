import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import { registerErrorHandler } from './error-handler.ts';
import { jobsPlugin } from './jobs/jobs-plugin.ts';
import { modules } from './modules/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressPlugin } from './plugins/compress.ts';
import { databasePlugin } from './plugins/database.ts';
import { depsPlugin } from './plugins/deps.ts';
import { loggerOptions } from './plugins/logger.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { redisPlugin } from './plugins/redis.ts';
import { securityPlugin } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { realtimePlugin } from './realtime/realtime-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export type BuildOptions = {
  /** where operations and jobs read the time (tests move it) */
  clock?: Clock;
};

/** Builds the whole app without listening: tests use `app.inject` or listen on port 0. */
export async function buildApp(
  config: AppConfig,
  { clock = systemClock }: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config),
    bodyLimit: 1024 * 1024,
    trustProxy: config.env === 'production',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  // External plugins first: database, Redis, security, compression, auth, rate limits, docs.
  await app.register(databasePlugin);
  await app.register(redisPlugin);
  await app.register(securityPlugin);
  await app.register(compressPlugin);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(openApiPlugin);

  // Then app plugins, which the modules use through `app.deps`.
  await app.register(realtimePlugin);
  await app.register(jobsPlugin, { runWorker: config.jobs.runInApi });
  await app.register(depsPlugin, { clock });

  const spaFallback = await registerWebApp(app, config.webDistDir);
  // Before the routes, so their encapsulated contexts inherit it.
  registerErrorHandler(app, spaFallback);

  // Then the modules: their routes under /api/v1, their socket handlers on every socket.
  const { deps } = app;
  await app.register(
    async (api) => {
      for (const module of modules) {
        if ('routes' in module) await api.register(module.routes, { deps });
      }
    },
    { prefix: '/api/v1' },
  );
  app.handleSockets(
    modules.flatMap((module) => ('socketHandlers' in module ? [module.socketHandlers] : [])),
    deps,
  );
  return app;
}
