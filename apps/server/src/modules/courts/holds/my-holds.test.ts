import { HOLD_MINUTES } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../clock.ts';
import { localDateTime } from '../../../local-time.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  bookingStatus,
  hold,
  insertCourt,
  insertStadium,
  localDateAfter,
  releaseHoldRequest,
} from '../courts-test-kit.ts';

const day = localDateAfter(new Date(), 6);
const startOfTest = localDateTime(localDateAfter(new Date(), 5), '09:00');
const clock = manualClock(startOfTest);

let t: TestApp;
let alex: TestUser;
let olivia: TestUser;
let courts: string[];

beforeAll(async () => {
  // The real cap of two holds per player.
  t = await createTestApp({ clock, env: { COURT_HOLDS_PER_PLAYER: '2' } });
  [alex, olivia] = await Promise.all([signUp(t.app, 'Alex'), signUp(t.app, 'Olivia')]);
  const stadiumId = await insertStadium(t.app.deps.db, { name: 'Riverside Arena' });
  courts = [];
  for (let number = 1; number <= 4; number += 1) {
    courts.push(await insertCourt(t.app.deps.db, { stadiumId, number, name: `Court ${number}` }));
  }
});
afterAll(() => t?.close());

const court = (index: number) => courts[index] ?? '';
const holdAt = (user: TestUser, courtId: string, time: string, durationHours: 1 | 2 = 1) =>
  hold(t.app, user.auth, { courtId, date: day, time, durationHours });
const myHolds = (user: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user/court/holds', headers: user.auth });

describe('a player’s own holds', () => {
  it('answers 200 with the same hold, its countdown unchanged, when the player asks again for the slot they hold', async () => {
    const first = await holdAt(alex, court(0), '10:00');
    expect(first.statusCode).toBe(201);
    clock.advance(3 * 60_000);

    const again = await holdAt(alex, court(0), '10:00');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({
      ...first.json().data,
      serverNow: new Date(startOfTest.getTime() + 3 * 60_000).toISOString(),
    });
    // Another duration on that slot is another hold, which the first one overlaps.
    expect((await holdAt(alex, court(0), '10:00', 2)).statusCode).toBe(409);
    // Another player still cannot have it.
    expect((await holdAt(olivia, court(0), '10:00')).statusCode).toBe(409);
    expect((await releaseHoldRequest(t.app, alex.auth, first.json().data.id)).statusCode).toBe(200);
  });

  it('answers one hold to the same player asking from two tabs at once', async () => {
    // Repeated: the second tab may look before the first commits, or between its commit and
    // its own check of the free times (which once answered 409 under load).
    for (const time of ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00']) {
      const answers = await Promise.all([
        holdAt(alex, court(1), time),
        holdAt(alex, court(1), time),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
      const [one, two] = answers.map((answer) => answer.json().data.id);
      expect(one).toBe(two);
      expect((await releaseHoldRequest(t.app, alex.auth, one)).statusCode).toBe(200);
    }
  });

  it('lists the player’s unexpired holds with their stadium, sport and court, soonest expiry first', async () => {
    clock.set(startOfTest);
    const first = (await holdAt(alex, court(2), '15:00', 2)).json().data;
    clock.advance(60_000);
    const second = (await holdAt(alex, court(3), '09:00')).json().data;
    await holdAt(olivia, court(0), '16:00');

    const response = await myHolds(alex);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        ...first,
        serverNow: clock.now().toISOString(),
        stadium: { id: expect.any(String), name: 'Riverside Arena' },
        sport: 'badminton',
        court: { name: 'Court 3', number: 3 },
      },
      {
        ...second,
        serverNow: clock.now().toISOString(),
        stadium: { id: expect.any(String), name: 'Riverside Arena' },
        sport: 'badminton',
        court: { name: 'Court 4', number: 4 },
      },
    ]);
    expect(response.json().data[0].time).toBe('15:00');
    expect(response.json().data[0].durationHours).toBe(2);
  });

  it('names each hold in the too-many-holds refusal, so the player can let one go', async () => {
    const refused = await holdAt(alex, court(1), '18:00');
    expect(refused.statusCode).toBe(429);
    const holds = (await myHolds(alex)).json().data as { id: string }[];
    expect(refused.json()).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_HOLDS',
      message: 'You are already holding 2 courts. Pay for one or let it go before holding another.',
      details: [
        {
          path: `holds.${holds[0]?.id}`,
          message: `Court 3, Riverside Arena, ${day} at 15:00 for 2 hours`,
        },
        {
          path: `holds.${holds[1]?.id}`,
          message: `Court 4, Riverside Arena, ${day} at 09:00 for 1 hour`,
        },
      ],
    });
    expect((await releaseHoldRequest(t.app, alex.auth, holds[0]?.id ?? '')).statusCode).toBe(200);
    expect((await holdAt(alex, court(1), '18:00')).statusCode).toBe(201);
  });

  it('leaves out holds that expired, were released or were paid, and needs a signed-in player', async () => {
    clock.advance(HOLD_MINUTES * 60_000);
    expect((await myHolds(alex)).json().data).toEqual([]);
    const fresh = (await holdAt(alex, court(2), '11:00')).json().data;
    expect(await bookingStatus(t.app.deps.db, fresh.id)).toBe('held');
    expect((await myHolds(alex)).json().data.map((row: { id: string }) => row.id)).toEqual([
      fresh.id,
    ]);
    await releaseHoldRequest(t.app, alex.auth, fresh.id);
    expect((await myHolds(alex)).json().data).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/court/holds' })).statusCode,
    ).toBe(401);
  });
});
