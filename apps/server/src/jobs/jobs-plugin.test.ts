import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../test/test-app.ts';
import { deleteRedisKeys } from '../test/factories.ts';
import { withQueue } from './job-test-kit.ts';

// As deployed at scale: API processes sharing PostgreSQL and Redis. (The jobs' runs through
// BullMQ are tested with the notifications' jobs, modules/notifications/jobs.)
const keyPrefix = `bp-test:${randomBytes(6).toString('hex')}:`;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const opened: TestApp[] = [];

async function startInstance(env: Record<string, string> = {}) {
  const instance = await createTestApp({ databaseUrl: database.url, keyPrefix, env });
  opened.push(instance);
  return instance;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await startInstance({ JOBS: 'on' });
});

afterAll(async () => {
  for (const instance of opened) await instance.close();
  await database?.drop();
  await deleteRedisKeys(inject('testRedisUrl'), keyPrefix);
});

describe('jobs with Redis (BullMQ)', () => {
  it('schedules each sweep once, every minute, however many processes start', async () => {
    await withQueue(keyPrefix, (queue) =>
      queue.upsertJobScheduler('retired.sweep', { every: 60_000 }, { name: 'retired.sweep' }),
    );
    await startInstance({ JOBS: 'on' });

    const schedulers = await withQueue(keyPrefix, (queue) => queue.getJobSchedulers());
    expect(
      schedulers
        .map(({ key, every }) => ({ key, every }))
        .sort((a, b) => a.key.localeCompare(b.key)),
    ).toEqual([
      { key: 'courts.prune-idempotent-requests', every: 3_600_000 },
      { key: 'delivery.mail', every: 5000 },
      { key: 'delivery.push', every: 3000 },
      { key: 'delivery.remind-court-players', every: 60_000 },
      { key: 'events.prune', every: 3_600_000 },
      { key: 'notifications.expire', every: 60_000 },
      { key: 'payments.reconcile', every: 60_000 },
      { key: 'socials.remind', every: 60_000 },
      { key: 'waitlist.lapse-offers', every: 60_000 },
    ]);
  });
});
