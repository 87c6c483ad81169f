import { loadConfig } from '../config.ts';
import { startWorker } from './start-worker.ts';
import { recordOnceJob } from './worker-crash-job.ts';

// Run by worker-crash.test.ts in a child process: the real worker (`npm run worker`'s assembly)
// with the test's job, and BullMQ noticing a dead worker's job within about a second instead of
// 30 s. Its stdout tells the test where it is: "ready", "started <key>", "completed <job id>".
const worker = await startWorker(loadConfig(), {
  jobs: [recordOnceJob],
  stalledJobs: { lockDurationMs: 1000, stalledIntervalMs: 500 },
});
worker.jobs.events.on('completed', (run) => process.stdout.write(`completed ${run.id}\n`));
process.stdout.write('ready\n');

process.once('SIGTERM', () => {
  void worker.close().then(() => process.exit(0));
});
