import { loadConfig } from '../../../config.ts';
import { startWorker } from '../../../jobs/start-worker.ts';
import { sendDueMail } from './send-mail.ts';

// Run by mail-crash.test.ts in a child process: a worker that sends the due mail once, so the
// test can kill it mid-send. Its stdout says "ready", then "done <counts>" if it lives that long.
const worker = await startWorker(loadConfig(), { jobs: [] });
process.stdout.write('ready\n');
const sent = await sendDueMail(worker.deps);
process.stdout.write(`done ${JSON.stringify(sent)}\n`);
await worker.close();
