import fp from 'fastify-plugin';
import { createBullmqRunner, type StalledJobSettings } from './bullmq-runner.ts';
import { createInProcessRunner } from './in-process-runner.ts';
import type { RunnableJob } from './job-definition.ts';
import type { JobRunner } from './job-runner.ts';
import { watchSweeps, type SweepWatch } from './sweep-health.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
    /** the sweeps' last runs, for /health */
    sweeps: SweepWatch;
  }
}

export type JobsPluginOptions = {
  runWorker: boolean;
  /**
   * the jobs this process knows (the modules' jobs, assembled by the entry point, or a test's
   * own); a job missing here never runs, and its old schedule is dropped
   */
  jobs: readonly RunnableJob[];
  /** BullMQ only: BullMQ's defaults unless a test needs a crashed worker noticed sooner */
  stalledJobs?: StalledJobSettings;
};

/**
 * Decorates `app.jobs`. With Redis the jobs go through BullMQ (any process with a worker runs
 * them); without it, in this process, queued in the database. The worker starts once the app is
 * ready, i.e. after the migrations, and stops before the database closes. Handlers get `app.deps`.
 */
export const jobsPlugin = fp(
  async (app, options: JobsPluginOptions) => {
    const { jobs } = options;
    const shared = {
      jobs,
      deps: () => app.deps,
      log: app.log,
      runWorker: options.runWorker,
    };
    const runner: JobRunner = app.redis
      ? createBullmqRunner({
          ...shared,
          redis: app.redis,
          keyPrefix: app.config.redis.keyPrefix,
          ...(options.stalledJobs ? { stalledJobs: options.stalledJobs } : {}),
        })
      : createInProcessRunner(shared);
    const sweeps = watchSweeps(jobs, () => app.deps);
    app.decorate('jobs', runner);
    app.decorate('sweeps', sweeps);
    app.addHook('onReady', async () => {
      sweeps.start();
      await runner.start();
    });
    app.addHook('onClose', () => runner.close());
  },
  { name: 'jobs', dependencies: ['database', 'redis'] },
);
