import { rooms } from '@betterplay/contracts';
import { describe, expect, it } from 'vitest';
import { recordOutbox } from '../../../realtime/outbox-recorder.ts';
import { type TestUser } from '../../../test/factories.ts';
import {
  bookingStatus,
  hold,
  hoursBetween,
  insertBooking,
  releaseHoldRequest,
} from '../courts-test-kit.ts';
import { useHoldsWorld } from './holds-test-world.ts';

const w = useHoldsWorld();

describe('DELETE /user/court/holds/{id}', () => {
  async function placed(user: TestUser, courtId: string, time = '14:00') {
    const response = await hold(w.t.app, user.auth, {
      courtId,
      date: w.tomorrow,
      time,
      durationHours: 1,
    });
    return String(response.json().data.id);
  }

  it('lets the player go of their hold: the slot is free again and its day is told', async () => {
    const courtId = await w.newCourt();
    const holdId = await placed(w.alex, courtId);
    const outbox = await recordOutbox(w.t.app.deps.db);
    const response = await releaseHoldRequest(w.t.app, w.alex.auth, holdId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Hold released', data: { id: holdId } });
    expect(await bookingStatus(w.t.app.deps.db, holdId)).toBe('expired');
    expect(await w.freeTimesOf(courtId, w.tomorrow)).toEqual(hoursBetween(8, 20));
    expect(await outbox.sent()).toEqual([
      expect.objectContaining({
        room: rooms.courtDay(courtId, w.tomorrow),
        payload: { courtId, date: w.tomorrow, freeTimes: hoursBetween(8, 20) },
      }),
    ]);
    // Olivia can take it at once.
    const retaken = await hold(w.t.app, w.olivia.auth, {
      courtId,
      date: w.tomorrow,
      time: '14:00',
      durationHours: 1,
    });
    expect(retaken.statusCode).toBe(201);
  });

  it('answers the same for a hold already released or expired, telling no one again', async () => {
    const courtId = await w.newCourt();
    const holdId = await placed(w.alex, courtId);
    await releaseHoldRequest(w.t.app, w.alex.auth, holdId);
    const outbox = await recordOutbox(w.t.app.deps.db);
    const again = await releaseHoldRequest(w.t.app, w.alex.auth, holdId);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ id: holdId });
    expect(await outbox.sent()).toEqual([]);
  });

  it('answers 404 HOLD_NOT_FOUND for another player’s hold, and leaves it held', async () => {
    const courtId = await w.newCourt();
    const holdId = await placed(w.alex, courtId);
    const response = await releaseHoldRequest(w.t.app, w.olivia.auth, holdId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'HOLD_NOT_FOUND', message: 'Hold not found' });
    expect(await bookingStatus(w.t.app.deps.db, holdId)).toBe('held');
    const unknown = await releaseHoldRequest(
      w.t.app,
      w.alex.auth,
      '00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect((await releaseHoldRequest(w.t.app, w.alex.auth, 'not-a-hold')).statusCode).toBe(400);
  });

  it('refuses to release a paid booking', async () => {
    const courtId = await w.newCourt();
    const bookingId = await insertBooking(w.t.app.deps.db, {
      courtId,
      userId: w.alex.id,
      date: w.tomorrow,
      time: '15:00',
      status: 'paid',
    });
    const response = await releaseHoldRequest(w.t.app, w.alex.auth, bookingId);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('BOOKING_ALREADY_PAID');
    expect(await bookingStatus(w.t.app.deps.db, bookingId)).toBe('paid');
  });

  it('needs a signed-in player', async () => {
    const response = await w.t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/court/holds/00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(401);
  });
});
