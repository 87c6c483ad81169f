import fp from 'fastify-plugin';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/** PostgreSQL at DATABASE_URL, else the embedded PGlite in DATA_DIR; closed with the app. */
export const databasePlugin = fp(
  async (app) => {
    const database = openDatabase({
      databaseUrl: app.config.databaseUrl,
      dataDir: app.config.dataDir,
      timeouts: app.config.timeouts.database,
    });
    app.decorate('database', database);
    app.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);
