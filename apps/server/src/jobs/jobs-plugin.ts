import type { FastifyInstance } from 'fastify';
import { createBullmqRunner } from './bullmq-runner.ts';
import { createInProcessRunner } from './in-process-runner.ts';
import type { JobDeps } from './job-definition.ts';
import type { AnyJobRunner, JobRunner } from './job-runner.ts';
import { jobRegistry } from './registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

/**
 * Decorates `app.jobs`. With Redis the jobs go through BullMQ (any process with a worker runs
 * them); without it, in this process. The worker starts once the app is ready, i.e. after the
 * migrations, and stops before the database closes.
 */
export async function registerJobs(
  app: FastifyInstance,
  options: { runWorker: boolean },
): Promise<void> {
  // Built per run: each run gets its own clock, and app.realtime is read when it is needed.
  const deps = (): JobDeps => ({
    db: app.db,
    config: app.config,
    log: app.log,
    realtime: app.realtime,
    now: new Date(),
  });
  const runner: AnyJobRunner = app.redis
    ? createBullmqRunner({
        redis: app.redis,
        keyPrefix: app.config.redis.keyPrefix,
        jobs: jobRegistry,
        deps,
        log: app.log,
        runWorker: options.runWorker,
      })
    : createInProcessRunner({
        jobs: jobRegistry,
        deps,
        log: app.log,
        runWorker: options.runWorker,
      });
  app.decorate('jobs', runner);
  app.addHook('onReady', () => runner.start());
  app.addHook('onClose', () => runner.close());
}
