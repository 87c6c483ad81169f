import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { startWorker } from './start-worker.ts';

// `npm run worker` (its runs beside an API are tested with the notifications' jobs,
// modules/notifications/jobs).
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

describe('the standalone worker', () => {
  it('refuses to start without Redis or without a shared database', async () => {
    const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' };
    await expect(
      startWorker(loadConfig({ ...base, DATABASE_URL: database.url, REDIS: 'off' }), { jobs: [] }),
    ).rejects.toThrow(/Redis is required/);
    await expect(startWorker(loadConfig(base), { jobs: [] })).rejects.toThrow(/DATABASE_URL/);
  });
});
