import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { runMigrations } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/seed.ts';

const DEMO_SIGN_IN = 'player@example.com / password123';

const config = loadConfig();
const app = await buildApp(config);

try {
  await runMigrations(app.database);
  const demo = config.env !== 'production';
  if (demo && (await seedIfEmpty(app.deps.db))) app.log.info('Demo data loaded');
  await app.listen({ port: config.port, host: config.host });
  const where = `http://localhost:${config.port}`;
  // One line for people, whatever the log format.
  console.log(
    demo
      ? `Better Play is running at ${where} (demo sign-in: ${DEMO_SIGN_IN})`
      : `Better Play is running at ${where}`,
  );
} catch (error) {
  app.log.error(error);
  await app.close();
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received: closing`);
    void app.close().then(() => process.exit(0));
  });
}
