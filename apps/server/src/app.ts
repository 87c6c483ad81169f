import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import { registerErrorHandler, sendFrameworkError } from './error-handler.ts';
import { jobsPlugin } from './jobs/jobs-plugin.ts';
import { moduleJobs, modules } from './modules/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressPlugin } from './plugins/compress.ts';
import { databasePlugin } from './plugins/database.ts';
import { depsPlugin } from './plugins/deps.ts';
import { declareFrameworkFailures } from './plugins/framework-failures.ts';
import { loggerOptions, type LogStream } from './plugins/logger.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { redisPlugin } from './plugins/redis.ts';
import { securityPlugin } from './plugins/security.ts';
import { registerStorybook } from './plugins/storybook.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { realtimePlugin } from './realtime/realtime-plugin.ts';
import { trustProxyOption } from './trust-proxy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Above Socket.IO's 25 s long-polling wait, so a polling request is never cut. */
const IDLE_CONNECTION_TIMEOUT_MS = 120_000;

/** Fastify's own default time for a plugin to start. */
const PLUGIN_TIMEOUT_FLOOR_MS = 10_000;

export type BuildOptions = {
  /** where operations and jobs read the time (tests move it) */
  clock?: Clock;
  /** where log lines go instead of stdout (tests read them) */
  logStream?: LogStream;
};

/** Builds the whole app without listening: tests use `app.inject` or listen on port 0. */
export async function buildApp(
  config: AppConfig,
  { clock = systemClock, logStream }: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config, logStream),
    bodyLimit: 1024 * 1024,
    // A client gets this long to send a whole request, so slow senders cannot hold sockets open.
    requestTimeout: config.timeouts.httpRequestMs,
    // An HTTP connection silent this long is closed (upgraded WebSockets are not affected).
    connectionTimeout: IDLE_CONNECTION_TIMEOUT_MS,
    // Longer than the 60 s idle timeout of common load balancers, so they close first.
    keepAliveTimeout: 72_000,
    // A plugin may wait for PostgreSQL or Redis as long as their connect timeouts allow, and then
    // fails with its own words; Fastify's 10 s for a plugin must not give up on it first.
    pluginTimeout:
      Math.max(
        PLUGIN_TIMEOUT_FLOOR_MS,
        config.timeouts.database.connectMs,
        config.timeouts.redisConnectMs,
      ) + 5_000,
    // Only the proxies TRUST_PROXY names may say who the client is: X-Forwarded-For is otherwise
    // the client's own word, and the per-IP limits would count whatever it claims.
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors: sendFrameworkError,
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
  await app.register(jobsPlugin, { jobs: moduleJobs, runWorker: config.jobs.runInApi });
  await app.register(depsPlugin, { clock });

  const storybookServed = await registerStorybook(app, config.storybookDir);
  const spaFallback = await registerWebApp(app, config.webDistDir, {
    linkStorybook: storybookServed && config.env !== 'production',
  });
  // Before the routes, so their encapsulated contexts inherit it.
  registerErrorHandler(app, spaFallback);

  // Then the modules: their routes under /api/v1, their socket handlers on every socket.
  const { deps } = app;
  await app.register(
    async (api) => {
      api.addHook('onRoute', declareFrameworkFailures);
      for (const module of modules) {
        if ('routes' in module) await api.register(module.routes, { deps });
      }
    },
    { prefix: '/api/v1' },
  );
  for (const module of modules) {
    if ('pages' in module) await app.register(module.pages, { deps });
  }
  app.handleSockets(
    modules.flatMap((module) => ('socketHandlers' in module ? [module.socketHandlers] : [])),
    deps,
  );
  return app;
}
