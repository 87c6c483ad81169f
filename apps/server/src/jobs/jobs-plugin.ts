import fp from 'fastify-plugin';
import { createBullmqRunner } from './bullmq-runner.ts';
import { createInProcessRunner } from './in-process-runner.ts';
import type { AnyJobRunner, JobRunner } from './job-runner.ts';
import { jobRegistry } from './registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

/**
 * Decorates `app.jobs`. With Redis the jobs go through BullMQ (any process with a worker runs
 * them); without it, in this process, queued in the database. The worker starts once the app is
 * ready, i.e. after the migrations, and stops before the database closes. Handlers get `app.deps`.
 */
export const jobsPlugin = fp(
  async (app, options: { runWorker: boolean }) => {
    const shared = {
      jobs: jobRegistry,
      deps: () => app.deps,
      log: app.log,
      runWorker: options.runWorker,
    };
    const runner: AnyJobRunner = app.redis
      ? createBullmqRunner({ ...shared, redis: app.redis, keyPrefix: app.config.redis.keyPrefix })
      : createInProcessRunner(shared);
    app.decorate('jobs', runner);
    app.addHook('onReady', () => runner.start());
    app.addHook('onClose', () => runner.close());
  },
  { name: 'jobs', dependencies: ['database', 'redis'] },
);
