import { HOLD_MINUTES } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../clock.ts';
import { localDateTime } from '../../../local-time.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  hold,
  insertCourt,
  insertStadium,
  localDateAfter,
  releaseHoldRequest,
} from '../courts-test-kit.ts';

const day = localDateAfter(new Date(), 5);
const clock = manualClock(localDateTime(localDateAfter(new Date(), 4), '09:00'));

let t: TestApp;
let alex: TestUser;
let olivia: TestUser;
let courts: string[];
const heldByAlex: string[] = [];

beforeAll(async () => {
  // The real cap (the other test files lift it, holding many courts as one player).
  t = await createTestApp({ clock, env: { COURT_HOLDS_PER_PLAYER: '2' } });
  [alex, olivia] = await Promise.all([signUp(t.app, 'Alex'), signUp(t.app, 'Olivia')]);
  const stadiumId = await insertStadium(t.app.deps.db, { opensAtHour: 8, closesAtHour: 20 });
  courts = [];
  for (let number = 1; number <= 6; number += 1) {
    courts.push(await insertCourt(t.app.deps.db, { stadiumId, number }));
  }
});
afterAll(() => t?.close());

const holdAt = (user: TestUser, courtId: string, time = '10:00') =>
  hold(t.app, user.auth, { courtId, date: day, time, durationHours: 1 });

describe('how many courts one player may hold', () => {
  it('holds two at once; the third answers 429, even when all are asked at the same moment', async () => {
    const answers = await Promise.all(courts.slice(0, 5).map((courtId) => holdAt(alex, courtId)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    heldByAlex.push(
      ...answers
        .filter((answer) => answer.statusCode === 201)
        .map((answer) => answer.json().data.id as string),
    );
    expect(statuses).toEqual([201, 201, 429, 429, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toMatchObject({
      code: 'TOO_MANY_HOLDS',
      message: 'You are already holding 2 courts. Pay for one or let it go before holding another.',
    });
    // Another player is not affected by Alex's holds.
    expect((await holdAt(olivia, courts[5] ?? '')).statusCode).toBe(201);
  });

  it('lets the player hold again once one is let go of, or once the holds run out', async () => {
    expect((await holdAt(alex, courts[0] ?? '', '12:00')).statusCode).toBe(429);
    const [first] = heldByAlex;
    expect((await releaseHoldRequest(t.app, alex.auth, first ?? '')).statusCode).toBe(200);
    expect((await holdAt(alex, courts[0] ?? '', '12:00')).statusCode).toBe(201);
    expect((await holdAt(alex, courts[1] ?? '', '12:00')).statusCode).toBe(429);

    clock.advance(HOLD_MINUTES * 60_000);
    expect((await holdAt(alex, courts[1] ?? '', '13:00')).statusCode).toBe(201);
    expect((await holdAt(alex, courts[2] ?? '', '13:00')).statusCode).toBe(201);
  });
});
