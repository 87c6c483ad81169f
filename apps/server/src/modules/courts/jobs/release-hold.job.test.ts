import { HOLD_MINUTES, rooms } from '@betterplay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../clock.ts';
import { localDateTime } from '../../../local-time.ts';
import { recordOutbox } from '../../../realtime/outbox-recorder.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { courtBookings } from '../courts.schema.ts';
import {
  availability,
  bookingStatus,
  hold,
  hoursBetween,
  insertCourt,
  insertStadium,
  localDateAfter,
  releaseHoldRequest,
} from '../courts-test-kit.ts';
import { HoldNotYetDueError, releaseHoldJob } from './release-hold.job.ts';

const day = localDateAfter(new Date(), 2);
const placedAt = localDateTime(day, '09:15');
const expiresAt = new Date(placedAt.getTime() + HOLD_MINUTES * 60_000);
const clock = manualClock(placedAt);

let t: TestApp;
let alex: TestUser;
let stadiumId: string;
let courtNumber = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
  alex = await signUp(t.app, 'Alex');
  stadiumId = await insertStadium(t.app.deps.db, { opensAtHour: 8, closesAtHour: 20 });
});
afterAll(() => t?.close());

/** A hold of a fresh court at 12:00 that day, placed at 09:15. */
async function placeHoldAt12() {
  clock.set(placedAt);
  const courtId = await insertCourt(t.app.deps.db, { stadiumId, number: ++courtNumber });
  const response = await hold(t.app, alex.auth, {
    courtId,
    date: day,
    time: '12:00',
    durationHours: 1,
  });
  expect(response.statusCode).toBe(201);
  return { courtId, holdId: String(response.json().data.id) };
}

const runJob = (holdId: string) =>
  releaseHoldJob.handler({ deps: t.app.deps, payload: { holdId } });

describe('courts.release-hold', () => {
  it('expires the hold once its 10 minutes are up and tells its court’s day; a second run changes nothing', async () => {
    const { courtId, holdId } = await placeHoldAt12();
    const outbox = await recordOutbox(t.app.deps.db);

    clock.set(expiresAt);
    expect(await runJob(holdId)).toEqual({ released: 1 });

    expect(await bookingStatus(t.app.deps.db, holdId)).toBe('expired');
    // 09:25 now: 08:00 and 09:00 have begun, 12:00 is free again.
    const expected = hoursBetween(10, 20);
    expect(await outbox.sent()).toEqual([
      {
        room: rooms.courtDay(courtId, day),
        event: 'court:availability-changed',
        payload: { courtId, date: day, freeTimes: expected },
      },
    ]);
    const { data } = (await availability(t.app, stadiumId, 'badminton', day)).json();
    expect(data.find((court: { id: string }) => court.id === courtId).freeTimes).toEqual(expected);

    expect(await runJob(holdId)).toEqual({ released: 0 });
    expect(await outbox.sent()).toHaveLength(1);
  });

  it('fails a run that comes before the hold’s time is up, so the runner tries again later', async () => {
    const { holdId } = await placeHoldAt12();
    clock.set(new Date(expiresAt.getTime() - 1));
    await expect(runJob(holdId)).rejects.toBeInstanceOf(HoldNotYetDueError);
    expect(await bookingStatus(t.app.deps.db, holdId)).toBe('held');
  });

  it('leaves alone a hold released before it expired', async () => {
    const { holdId } = await placeHoldAt12();
    await releaseHoldRequest(t.app, alex.auth, holdId);
    const outbox = await recordOutbox(t.app.deps.db);
    clock.set(expiresAt);
    expect(await runJob(holdId)).toEqual({ released: 0 });
    expect(await outbox.sent()).toEqual([]);
  });

  it('leaves alone a hold that was paid', async () => {
    const { holdId } = await placeHoldAt12();
    // As paying does: the hold becomes a paid booking.
    await t.app.deps.db
      .update(courtBookings)
      .set({ status: 'paid', paidAt: clock.now() })
      .where(eq(courtBookings.id, holdId));
    clock.set(new Date(expiresAt.getTime() + 60_000));
    expect(await runJob(holdId)).toEqual({ released: 0 });
    expect(await bookingStatus(t.app.deps.db, holdId)).toBe('paid');
  });

  it('does nothing for a hold that does not exist', async () => {
    expect(await runJob('00000000-0000-4000-8000-000000000000')).toEqual({ released: 0 });
  });
});
