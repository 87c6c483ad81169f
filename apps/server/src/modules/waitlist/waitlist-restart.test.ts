import { afterAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import { inDays, insertSocial, signUp } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { lapseOffersSweep } from './lapse-offer.job.ts';
import { givePlace, MORNING } from './waitlist-test-kit.ts';

const HOUR = 3_600_000;
const apps: TestApp[] = [];
afterAll(async () => {
  // The restarted process first: the first owns the database and drops it.
  for (const app of apps.reverse()) await app.close();
});

describe('an open offer across a restart', () => {
  it('keeps its deadline, and lapses on the new process at that deadline', async () => {
    const clock = manualClock(MORNING);
    const first = await createTestApp({ clock });
    apps.push(first);
    const [olivia, alex, sam, priya] = await Promise.all(
      ['Olivia', 'Alex', 'Sam', 'Priya'].map((name) => signUp(first.app, name)),
    );
    if (!olivia || !alex || !sam || !priya) throw new Error('sign-up failed');
    const socialId = await insertSocial(first.app.deps.db, olivia.id, {
      capacity: 1,
      date: inDays(3),
    });
    await givePlace(first, alex, socialId);
    const call = (app: TestApp, auth: object, method: 'GET' | 'POST' | 'DELETE', url: string) =>
      app.app.inject({ method, url: `/api/v1${url}`, headers: { ...auth } });
    await call(first, sam.auth, 'POST', `/user/socials/${socialId}/waitlist`);
    await call(first, priya.auth, 'POST', `/user/socials/${socialId}/waitlist`);
    await call(first, alex.auth, 'DELETE', `/user/socials/${socialId}/place?expectRefund=full`);
    const before = (await call(first, sam.auth, 'GET', '/user/waitlist')).json().data;

    // Another process on the same database, as after a restart.
    const restarted = await createTestApp({
      clock,
      databaseUrl: first.config.databaseUrl ?? '',
    });
    apps.push(restarted);
    const after = (await call(restarted, sam.auth, 'GET', '/user/waitlist')).json().data;
    expect(after).toEqual(before);
    expect(after[0].offer.expiresAt).toBe(new Date(MORNING.getTime() + 2 * HOUR).toISOString());

    // Past the deadline, the new process's sweep lapses it and Priya gets the place held.
    clock.advance(2 * HOUR);
    expect((await lapseOffersSweep.run(restarted.app.deps, {})).lapsed).toBe(1);
    const priyas = (await call(restarted, priya.auth, 'GET', '/user/waitlist')).json().data;
    expect(priyas[0].offer.expiresAt).toBe(new Date(MORNING.getTime() + 4 * HOUR).toISOString());
  });
});
