import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';

// "Past" is decided in SQL and reminders in Node: both must read wall-clock times in one zone.
describe('database sessions', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openDatabase({ databaseUrl: database.url, dataDir: '.data' });
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it("use the Node process's time zone", async () => {
    const rows = await Promise.all(
      [1, 2, 3].map(() => handle.db.execute(sql`select current_setting('TimeZone') as zone`)),
    );
    const zones = rows.map(
      (result) => (result as unknown as { rows: { zone: string }[] }).rows[0]?.zone,
    );
    expect(zones).toEqual(Array(3).fill(Intl.DateTimeFormat().resolvedOptions().timeZone));
  });
});

describe('database timeouts', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openDatabase({
      databaseUrl: database.url,
      dataDir: '',
      timeouts: { connectMs: 5000, statementMs: 200 },
    });
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('cancel a statement that runs past the statement timeout', async () => {
    await expect(handle.db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({
      cause: { message: 'canceling statement due to statement timeout' },
    });
    // The connection it ran on is still usable.
    expect(await handle.ping()).toBe(true);
  });

  it('leave migrations alone: they may take as long as they need', async () => {
    await expect(
      handle.withMigrationLock((session) => session.execute(sql`select pg_sleep(0.5)`)),
    ).resolves.toBeDefined();
  });
});
