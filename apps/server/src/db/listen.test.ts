import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { listenOnPostgres } from './listen.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

async function sql(text: string) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

const listeners = () =>
  sql(
    "select pid from pg_stat_activity where datname = current_database() and query like 'listen %'",
  );

describe('LISTEN on a connection of its own', () => {
  it('listens again after its connection is killed, with one connection, not one per attempt', async () => {
    const told = vi.fn();
    const stop = await listenOnPostgres({ connectionString: database.url })('test_channel', told);
    try {
      const [first] = await listeners();
      await sql(`select pg_terminate_backend(${Number(first?.pid)})`);
      await vi.waitFor(async () => expect(await listeners()).toHaveLength(1), { timeout: 5000 });
      told.mockClear();
      await sql("select pg_notify('test_channel', '')");
      await vi.waitFor(() => expect(told).toHaveBeenCalled());
      await sleep(1500);
      expect(await listeners()).toHaveLength(1);
    } finally {
      await stop();
    }
    expect(await listeners()).toHaveLength(0);
  });

  it('fails at once, and tries no more, when the first connection cannot be opened', async () => {
    let attempts = 0;
    const refusing = net.createServer((socket) => {
      attempts += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const { port } = refusing.address() as net.AddressInfo;
    try {
      await expect(
        listenOnPostgres({ connectionString: `postgres://postgres@127.0.0.1:${port}/x` })(
          'test_channel',
          () => undefined,
        ),
      ).rejects.toThrow();
      await sleep(2500);
      expect(attempts).toBe(1);
    } finally {
      refusing.close();
    }
  });
});
