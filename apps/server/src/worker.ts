import { loadConfig } from './config.ts';
import { startWorker } from './jobs/start-worker.ts';
import { moduleJobs } from './modules/index.ts';

// npm run worker: see jobs/start-worker.ts.
let worker: Awaited<ReturnType<typeof startWorker>>;
try {
  worker = await startWorker(loadConfig(), { jobs: moduleJobs });
} catch (error) {
  console.error(`npm run worker: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
worker.log.info('Job worker started');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    worker.log.info(`${signal} received: closing`);
    void worker.close().then(() => process.exit(0));
  });
}
