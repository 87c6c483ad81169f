import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { runMigrations } from '../migrate.ts';
import { seedDemoData } from './seed.ts';

const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(database);
  await seedDemoData(database.db);
  console.log('Demo data is in place (player@example.com / password123).');
} finally {
  await database.close();
}
