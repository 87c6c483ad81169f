import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { runMigrations } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/seed.ts';

const config = loadConfig();
const app = await buildApp(config);

try {
  await runMigrations(app.database);
  if (config.env !== 'production') {
    const seeded = await seedIfEmpty(app.db);
    if (seeded) app.log.info('Demo data loaded: sign in as player@example.com / password123');
  }
  await app.listen({ port: config.port, host: config.host });
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
