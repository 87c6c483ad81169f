import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, type AppConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { DatabaseUnreachableError } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { closeOnSignals, SHUTDOWN_GRACE_MS } from './shutdown.ts';

const DEMO_SIGN_IN = 'player@example.com / password123';

/** Problems the person starting the server can fix; the message says how, a stack would not. */
const explainedProblems = [DataDirInUseError, DatabaseUnreachableError];

/** One readable line, last in the output, and a non-zero exit. */
function failStart(error: unknown, app?: FastifyInstance): never {
  const explained = explainedProblems.some((type) => error instanceof type);
  if (app && !explained) app.log.error({ err: error }, 'Start-up failed');
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Better Play could not start: ${message}`);
  process.exit(1);
}

let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  failStart(error);
}
const app = await buildApp(config).catch((error: unknown) => failStart(error));

try {
  await runMigrations(app.database);
  const demo = config.env !== 'production';
  if (demo && (await seedIfEmpty(app.deps.db))) app.log.info('Demo data loaded');
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  // With PORT=0 the system picks the port: name the one it picked.
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = `http://localhost:${port}`;
  // One line for people, whatever the log format.
  console.log(
    demo
      ? `Better Play is running at ${where} (demo sign-in: ${DEMO_SIGN_IN})`
      : `Better Play is running at ${where}`,
  );
  // Where the mail goes, so a newcomer can read what was sent without a mail server.
  const mailbox = demo && !config.mail.smtpUrl ? `; read it at ${where}/dev/mail` : '';
  console.log(`Mail is ${app.deps.mailer.describe}${mailbox}`);
} catch (error) {
  // Closing releases the data folder's lock and the database's connections; it must not be the
  // next thing to hang.
  const deadline = new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS));
  await Promise.race([app.close().catch(() => undefined), deadline]);
  failStart(error, app);
}

closeOnSignals(app);
