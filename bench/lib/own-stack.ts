// What a bench with API child processes of its own sets up and tears down: a PostgreSQL database
// and a Redis key prefix of its own, the API started on them as often as the bench asks, and,
// whatever happens, everything removed and the process ended (kept-alive HTTP connections and
// socket.io clients' timers would keep it alive).
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { deleteRedisKeys } from '../../apps/server/src/test/factories.ts';
import { createTestDatabase } from '../../apps/server/src/test/test-app.ts';
import { testServicesInUse } from '../../apps/server/src/test/test-database.ts';
import { startApi, type ChildServer } from './api-process.ts';

/** Anything the bench starts that must stop at the end (a child process, a pool). */
type Stoppable = { stop(): Promise<void> };

export type OwnStack = {
  /** the bench's database, for seeding */
  db: Database;
  databaseUrl: string;
  /** an API process on the bench's database and key prefix (`env` as for `startApi`) */
  startApi(env?: Record<string, string>): Promise<ChildServer>;
  /** stops `thing` at the end, before the database is dropped; answers it */
  stopAtEnd<T extends Stoppable>(thing: T): T;
};

/** Runs `bench` on a stack of its own, then cleans up and exits: 0, or 1 after a failure. */
export async function benchOnOwnStack(
  name: string,
  bench: (stack: OwnStack) => Promise<void>,
): Promise<never> {
  const services = testServicesInUse();
  const database = await createTestDatabase();
  const keyPrefix = `bp-bench:${name}:${randomBytes(4).toString('hex')}:`;
  const handle = openDatabase({ databaseUrl: database.url, dataDir: '' });
  const started: Stoppable[] = [];
  const stopAtEnd = <T extends Stoppable>(thing: T) => {
    started.push(thing);
    return thing;
  };
  let failure: unknown;
  try {
    await bench({
      db: handle.db,
      databaseUrl: database.url,
      startApi: async (env = {}) =>
        stopAtEnd(
          await startApi({
            databaseUrl: database.url,
            redisUrl: services.redisUrl,
            redisKeyPrefix: keyPrefix,
            env,
          }),
        ),
      stopAtEnd,
    });
  } catch (error) {
    failure = error;
  } finally {
    // Last started, first stopped; stopping an API that has already stopped does nothing.
    for (const thing of started.reverse()) await thing.stop();
    await handle.close();
    await database.drop();
    await deleteRedisKeys(services.redisUrl, keyPrefix);
    if (failure) console.error(failure);
  }
  process.exit(failure ? 1 : 0);
}
