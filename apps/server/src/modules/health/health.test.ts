import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../clock.ts';
import { recordRuns } from '../../jobs/job-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const SWEEP_EVERY_MS = 60_000;

async function health(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
  return { statusCode: response.statusCode, ...response.json().data };
}

const overdueSweeps = async (app: FastifyInstance): Promise<string[]> =>
  (await health(app)).sweeps
    .filter((sweep: { overdue: boolean }) => sweep.overdue)
    .map((sweep: { name: string }) => sweep.name)
    .sort();

describe('GET /api/v1/health', () => {
  let withRedis: TestApp;
  let singleNode: TestApp;
  beforeAll(async () => {
    withRedis = await createTestApp();
    singleNode = await createTestApp({ env: { REDIS: 'off' } });
  });
  afterAll(async () => {
    await withRedis.close();
    await singleNode.close();
  });

  it('reports PostgreSQL and Redis up, and sweeps a fresh process has not run yet as not overdue', async () => {
    const response = await withRedis.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      status: 'ok',
      database: { state: 'up', driver: 'postgres' },
      redis: { state: 'up' },
      sweeps: [
        {
          name: 'notifications.expire',
          everyMs: SWEEP_EVERY_MS,
          lastSucceededAt: null,
          overdue: false,
        },
        { name: 'socials.remind', everyMs: SWEEP_EVERY_MS, lastSucceededAt: null, overdue: false },
        { name: 'delivery.mail', everyMs: 5000, lastSucceededAt: null, overdue: false },
        { name: 'delivery.push', everyMs: 3000, lastSucceededAt: null, overdue: false },
        {
          name: 'delivery.remind-court-players',
          everyMs: SWEEP_EVERY_MS,
          lastSucceededAt: null,
          overdue: false,
        },
        { name: 'events.prune', everyMs: 3_600_000, lastSucceededAt: null, overdue: false },
        {
          name: 'courts.prune-idempotent-requests',
          everyMs: 3_600_000,
          lastSucceededAt: null,
          overdue: false,
        },
        {
          name: 'waitlist.lapse-offers',
          everyMs: SWEEP_EVERY_MS,
          lastSucceededAt: null,
          overdue: false,
        },
        {
          name: 'payments.reconcile',
          everyMs: SWEEP_EVERY_MS,
          lastSucceededAt: null,
          overdue: false,
        },
      ],
    });
  });

  it('reports Redis disabled in single-node mode', async () => {
    const response = await singleNode.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.redis).toEqual({ state: 'disabled' });
  });

  it('turns degraded when a sweep has not succeeded within three intervals, as every process on the database sees', async () => {
    const startedAt = new Date('2030-05-01T10:00:00.000Z');
    const clock = manualClock(startedAt);
    // Single-node mode with jobs on: the in-process runner runs each sweep once at start.
    const runner = await createTestApp({ env: { REDIS: 'off', JOBS: 'on' }, clock });
    const observer = await createTestApp({ databaseUrl: runner.config.databaseUrl, clock });
    try {
      await vi.waitFor(
        async () => {
          const lastRuns = (await health(observer.app)).sweeps.map(
            (sweep: { lastSucceededAt: string | null }) => sweep.lastSucceededAt,
          );
          expect(lastRuns).toEqual(lastRuns.map(() => startedAt.toISOString()));
          expect(lastRuns.length).toBeGreaterThan(1);
        },
        { timeout: 10_000, interval: 50 },
      );
      expect((await health(observer.app)).status).toBe('ok');

      // The push sweep runs every 3 s and the mail sweep every 5: their three intervals pass first.
      clock.advance(3 * 3000 + 1);
      expect(await overdueSweeps(observer.app)).toEqual(['delivery.push']);
      clock.advance(3 * 5000 - 3 * 3000);
      expect(await overdueSweeps(observer.app)).toEqual(['delivery.mail', 'delivery.push']);
      clock.advance(3 * SWEEP_EVERY_MS - 3 * 5000 - 1);
      expect(await overdueSweeps(observer.app)).toEqual(['delivery.mail', 'delivery.push']);
      clock.advance(1);
      expect(await overdueSweeps(runner.app)).toEqual([
        'delivery.mail',
        'delivery.push',
        'delivery.remind-court-players',
        'notifications.expire',
        'payments.reconcile',
        'socials.remind',
        'waitlist.lapse-offers',
      ]);
      const degraded = await health(observer.app);
      expect(degraded).toMatchObject({ statusCode: 200, status: 'degraded' });

      const runs = recordRuns(runner.app.jobs.events);
      const id = await runner.app.jobs.enqueue('notifications.expire', {});
      await runs.until((run) => run.id === id);
      const after = await health(observer.app);
      expect(after.sweeps[0]).toEqual({
        name: 'notifications.expire',
        everyMs: SWEEP_EVERY_MS,
        lastSucceededAt: clock.now().toISOString(),
        overdue: false,
      });
      expect(await overdueSweeps(observer.app)).toEqual([
        'delivery.mail',
        'delivery.push',
        'delivery.remind-court-players',
        'payments.reconcile',
        'socials.remind',
        'waitlist.lapse-offers',
      ]);
      expect(after.status).toBe('degraded');
    } finally {
      await observer.close();
      await runner.close();
    }
  });

  it('answers 503 once the database is gone', async () => {
    await singleNode.app.database.close();
    const response = await singleNode.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().data.database.state).toBe('down');
  });

  it('sends helmet headers with a content security policy', async () => {
    const response = await withRedis.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const response = await withRedis.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/login',
        '/api/v1/auth/register',
        '/api/v1/user/profile',
      ]),
    );
    expect(response.json().paths['/api/v1/auth/register'].post.requestBody).toBeDefined();
  });
});
