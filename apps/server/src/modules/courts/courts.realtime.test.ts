import { HOLD_MINUTES, rooms } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import { recordRuns } from '../../jobs/job-test-kit.ts';
import { localDateTime } from '../../local-time.ts';
import {
  closeClients,
  connect,
  listenOnFreePort,
  record,
} from '../../realtime/realtime-test-kit.ts';
import { signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  hold,
  hoursBetween,
  insertCourt,
  insertStadium,
  localDateAfter,
  releaseHoldRequest,
} from './courts-test-kit.ts';

// Without Redis: the in-process runner releases holds, reading due jobs with the app's clock.
const day = localDateAfter(new Date(), 2);
const clock = manualClock(localDateTime(day, '07:00'));

let t: TestApp;
let url: string;
let alex: TestUser;
let stadiumId: string;
let courtNumber = 0;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { REDIS: 'off', JOBS: 'on' } });
  url = await listenOnFreePort(t.app);
  alex = await signUp(t.app, 'Alex');
  stadiumId = await insertStadium(t.app.deps.db, { opensAtHour: 8, closesAtHour: 20 });
});
afterAll(async () => {
  closeClients();
  await t?.close();
});

const newCourt = () => insertCourt(t.app.deps.db, { stadiumId, number: ++courtNumber });

/** A signed-out visitor's socket following the court's day, as the public sport page does. */
async function visitorFollowing(courtId: string) {
  const visitor = await connect(url);
  expect(await visitor.emitWithAck('room:join', { room: rooms.courtDay(courtId, day) })).toEqual({
    data: null,
  });
  return record(visitor, 'court:availability-changed');
}

describe('court:<courtId>:<date>', () => {
  it('tells a visitor’s page live when a hold takes a slot and when its release frees it', async () => {
    const courtId = await newCourt();
    const changes = await visitorFollowing(courtId);

    const placed = await hold(t.app, alex.auth, {
      courtId,
      date: day,
      time: '10:00',
      durationHours: 2,
    });
    expect(placed.statusCode).toBe(201);
    const taken = await changes.until((change) => !change.freeTimes.includes('10:00'));
    expect(taken).toEqual({
      courtId,
      date: day,
      freeTimes: [...hoursBetween(8, 10), ...hoursBetween(12, 20)],
    });

    await releaseHoldRequest(t.app, alex.auth, String(placed.json().data.id));
    expect(await changes.until((change) => change.freeTimes.includes('10:00'))).toEqual({
      courtId,
      date: day,
      freeTimes: hoursBetween(8, 20),
    });
  });

  it('frees the slot on every open page when the hold expires, through the job runner', async () => {
    const courtId = await newCourt();
    const changes = await visitorFollowing(courtId);
    const runs = recordRuns(t.app.jobs.events);
    const placed = await hold(t.app, alex.auth, {
      courtId,
      date: day,
      time: '15:00',
      durationHours: 1,
    });
    expect(placed.statusCode).toBe(201);
    await changes.until((change) => !change.freeTimes.includes('15:00'));

    clock.advance(HOLD_MINUTES * 60_000);
    // The first test's hold, released early, falls due too: its run releases nothing.
    const run = await runs.until(
      (report) => report.name === 'courts.release-hold' && report.summary?.released === 1,
    );
    expect(run.summary).toEqual({ released: 1 });
    expect(await changes.until((change) => change.freeTimes.includes('15:00'))).toEqual({
      courtId,
      date: day,
      freeTimes: hoursBetween(8, 20),
    });
  });

  it('lets anyone follow a court’s day, and refuses an unknown court or a date that is not one', async () => {
    const courtId = await newCourt();
    const visitor = await connect(url);
    const join = (room: string) => visitor.emitWithAck('room:join', { room });
    expect(await join(`court:${courtId}:${day}`)).toEqual({ data: null });
    expect(await join(`court:00000000-0000-4000-8000-000000000000:${day}`)).toEqual({
      error: 'Court not found',
    });
    for (const room of [
      `court:${courtId}:2031-02-30`,
      `court:${courtId}`,
      `court:${courtId}:${day}:extra`,
      `court:court-1:${day}`,
    ]) {
      expect({ room, answer: await join(room) }).toEqual({
        room,
        answer: { error: 'Unknown room' },
      });
    }
  });
});
