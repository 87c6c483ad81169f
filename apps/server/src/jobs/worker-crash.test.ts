import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { deleteRedisKeys } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createBullmqRunner } from './bullmq-runner.ts';
import type { JobRunner } from './job-runner.ts';
import { withQueue } from './job-test-kit.ts';
import { crashTestEffects, recordOnceJob } from './worker-crash-job.ts';

// Fault test: the worker process is killed with SIGKILL while a job runs; a new worker must
// complete that job, and only once. The shared Redis stays up; only the worker dies.
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const WAIT_MS = 30_000;

let testApp: TestApp;
let enqueuer: JobRunner;
const keyPrefix = `bp-test:crash-${process.pid}:`;

beforeAll(async () => {
  testApp = await createTestApp({ keyPrefix });
  const { app } = testApp;
  if (!app.redis) throw new Error('this test needs the local Redis');
  await app.deps.db.execute(
    sql`create table ${crashTestEffects}
        (job_key text not null, worker_pid integer not null)`,
  );
  // The API side: it only queues (JOBS=off); the worker processes run the job.
  enqueuer = createBullmqRunner({
    redis: app.redis,
    keyPrefix,
    jobs: [recordOnceJob],
    deps: () => app.deps,
    log: app.log,
    runWorker: false,
  });
});

afterAll(async () => {
  await enqueuer?.close();
  await testApp?.close();
  await deleteRedisKeys(inject('testRedisUrl'), keyPrefix);
});

describe('a worker killed mid-job', { timeout: 90_000 }, () => {
  it('leaves the job to the next worker, which completes it exactly once', async () => {
    const first = startWorkerProcess({ HANG_IN_JOB: 'yes' });
    try {
      await first.waitForLine('ready');
      const id = await enqueuer.enqueue('test.record-once', { key: 'crash-1' });
      await first.waitForLine('started crash-1');

      first.kill('SIGKILL');
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
      expect(await effects()).toEqual([]);

      const second = startWorkerProcess({});
      try {
        await second.waitForLine(`completed ${id}`);
        expect(second.output()).toContain('started crash-1');
        second.kill('SIGTERM');
        await second.exited;
      } finally {
        second.kill('SIGKILL');
      }

      // Once, by the second worker: nothing was lost with the first, nothing ran twice.
      expect(await effects()).toEqual([{ jobKey: 'crash-1', workerPid: second.pid }]);
      const state = await withQueue(keyPrefix, async (queue) =>
        (await queue.getJob(id))?.getState(),
      );
      expect(state).toBe('completed');
    } finally {
      first.kill('SIGKILL');
    }
  });
});

async function effects() {
  return testApp.app.deps.db.select().from(crashTestEffects);
}

type Exit = { code: number | null; signal: NodeJS.Signals | null };

/** `worker-crash-process.ts` in a child process, on this test's database and Redis key prefix. */
function startWorkerProcess(env: Record<string, string>) {
  const { config } = testApp;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/jobs/worker-crash-process.ts'],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: config.databaseUrl ?? '',
        REDIS_URL: config.redis.url,
        REDIS_KEY_PREFIX: keyPrefix,
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  if (child.pid === undefined) throw new Error('the worker process did not start');
  return {
    pid: child.pid,
    exited,
    output: () => output,
    /** Kills this child only; a no-op once it has exited. */
    kill(signal: NodeJS.Signals) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    /** Resolves once the child printed `line`; rejects if it exits first or stays silent too long. */
    waitForLine(line: string): Promise<void> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => finish(new Error(`no "${line}" within ${WAIT_MS} ms:\n${output}`)),
          WAIT_MS,
        );
        const check = () => {
          if (output.split('\n').includes(line)) finish();
        };
        const finish = (error?: Error) => {
          clearTimeout(timer);
          listeners.delete(check);
          if (error) reject(error);
          else resolve();
        };
        void exited.then((exit) =>
          finish(
            new Error(
              `the worker exited (${exit.code ?? exit.signal}) before "${line}":\n${output}`,
            ),
          ),
        );
        listeners.add(check);
        check();
      });
    },
  };
}
