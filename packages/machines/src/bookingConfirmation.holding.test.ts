import { GENERIC_FAILURE } from '@betterplay/contracts';
import { describe, expect, it } from 'vitest';
import {
  COURT_ID,
  apiError,
  flush,
  hold,
  makeHold,
  start,
  unavailable,
} from './bookingConfirmation-test-kit.ts';

describe('bookingConfirmationMachine: holding', () => {
  it('places a one-hour hold on entry and counts down ten minutes', async () => {
    const { actor, placeHold } = start({ holds: [hold] });
    expect(actor.getSnapshot().value).toBe('holding');
    expect(actor.getSnapshot().context.paymentMethod).toBe('apple-pay');
    await flush();
    expect(placeHold).toHaveBeenCalledWith({
      courtId: COURT_ID,
      date: '2030-05-01',
      time: '14:00',
      durationHours: 1,
    });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('held');
    expect(snapshot.context.hold?.priceCents).toBe(2800);
    expect(snapshot.context.secondsLeft).toBe(600);
  });

  it('ticks every second on the machine clock and expires exactly at expiresAt', async () => {
    const { actor, clock } = start({ holds: [hold] });
    await flush();
    clock.increment(1000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(599);
    clock.increment(59_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(540);
    clock.increment(539_999);
    expect(actor.getSnapshot().value).toBe('held');
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('holdExpired');
    expect(actor.getSnapshot().context.hold).toBeNull();
  });

  it('rounds a part second up and ticks on the next whole second', async () => {
    const { actor, clock } = start({ holds: [(request) => makeHold(request, 90_500)] });
    await flush();
    expect(actor.getSnapshot().context.secondsLeft).toBe(91);
    clock.increment(499);
    expect(actor.getSnapshot().context.secondsLeft).toBe(91);
    clock.increment(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(90);
  });

  it('treats a hold that arrives already expired as expired', async () => {
    const { actor } = start({ holds: [(request) => makeHold(request, -1000)] });
    await flush();
    expect(actor.getSnapshot().value).toBe('holdExpired');
  });

  it('holds again after expiry', async () => {
    const { actor, clock, placeHold } = start({ holds: [hold, hold] });
    await flush();
    clock.increment(600_000);
    expect(actor.getSnapshot().value).toBe('holdExpired');
    actor.send({ type: 'hold.retry' });
    expect(actor.getSnapshot().value).toBe('holding');
    await flush();
    expect(actor.getSnapshot().value).toBe('held');
    expect(actor.getSnapshot().context.secondsLeft).toBe(600);
    expect(placeHold).toHaveBeenCalledTimes(2);
  });

  it('offers the next free times after a lost race, and holds the time chosen', async () => {
    const { actor, placeHold } = start({ holds: [{ error: unavailable('15:00', '17:00') }, hold] });
    await flush();
    let snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('unavailable');
    expect(snapshot.context.freeTimes).toEqual(['15:00', '17:00']);
    expect(snapshot.context.failure).toEqual({
      message: 'This court is no longer available at that time',
      code: 'COURT_UNAVAILABLE',
    });

    actor.send({ type: 'time.choose', time: '17:00' });
    snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('holding');
    expect(snapshot.context.time).toBe('17:00');
    expect(snapshot.context.freeTimes).toEqual([]);
    expect(snapshot.context.failure).toBeNull();
    await flush();
    expect(actor.getSnapshot().value).toBe('held');
    expect(placeHold).toHaveBeenLastCalledWith(expect.objectContaining({ time: '17:00' }));
  });

  it('can try the same time again after a lost race', async () => {
    const { actor, placeHold } = start({ holds: [{ error: unavailable() }, hold] });
    await flush();
    expect(actor.getSnapshot().context.freeTimes).toEqual([]);
    actor.send({ type: 'hold.retry' });
    await flush();
    expect(actor.getSnapshot().value).toBe('held');
    expect(placeHold).toHaveBeenLastCalledWith(expect.objectContaining({ time: '14:00' }));
  });

  it("shows any other failure with the server's message and can try again", async () => {
    const { actor } = start({
      holds: [{ error: apiError(400, 'SLOT_IN_PAST', 'Choose a time later than now') }, hold],
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('holdFailed');
    expect(actor.getSnapshot().context.failure?.message).toBe('Choose a time later than now');
    actor.send({ type: 'hold.retry' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await flush();
    expect(actor.getSnapshot().value).toBe('held');
  });

  it('falls back to a generic message for a failure without one', async () => {
    const { actor } = start({ holds: [{ error: 'boom' }] });
    await flush();
    expect(actor.getSnapshot().context.failure).toEqual({
      message: GENERIC_FAILURE,
      code: null,
    });
  });

  it('ignores payment and duration changes until it holds the court', () => {
    const { actor, pay } = start({ holds: ['pending'] });
    actor.send({ type: 'payment.submit' });
    actor.send({ type: 'duration.change', durationHours: 2 });
    expect(actor.getSnapshot().value).toBe('holding');
    expect(pay).not.toHaveBeenCalled();
  });
});

describe('bookingConfirmationMachine: duration', () => {
  it('ignores choosing the duration it already has', async () => {
    const { actor, releaseHold } = start({ holds: [hold] });
    await flush();
    actor.send({ type: 'duration.change', durationHours: 1 });
    expect(actor.getSnapshot().value).toBe('held');
    expect(releaseHold).not.toHaveBeenCalled();
  });

  it('releases the hold, then holds the new duration with its own countdown', async () => {
    const { actor, clock, releaseHold, placeHold } = start({
      holds: [hold, hold],
      releases: [undefined],
    });
    await flush();
    const first = actor.getSnapshot().context.hold;
    clock.increment(120_000);
    actor.send({ type: 'duration.change', durationHours: 2 });
    expect(actor.getSnapshot().matches({ changingDuration: 'releasing' })).toBe(true);
    expect(actor.getSnapshot().context.requestedDurationHours).toBe(2);
    await flush();
    expect(releaseHold).toHaveBeenCalledWith({ holdId: first?.id });
    expect(placeHold).toHaveBeenLastCalledWith(expect.objectContaining({ durationHours: 2 }));
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('held');
    expect(snapshot.context.durationHours).toBe(2);
    expect(snapshot.context.hold?.priceCents).toBe(5200);
    expect(snapshot.context.secondsLeft).toBe(600);
    expect(snapshot.context.requestedDurationHours).toBeNull();
  });

  it('goes on to the new hold when the release fails (the old one expires by itself)', async () => {
    const { actor } = start({
      holds: [hold, hold],
      releases: [{ error: apiError(0, 'INTERNAL', 'Unable to reach the server.') }],
    });
    await flush();
    actor.send({ type: 'duration.change', durationHours: 2 });
    await flush();
    expect(actor.getSnapshot().value).toBe('held');
    expect(actor.getSnapshot().context.durationHours).toBe(2);
  });

  it('keeps the old duration when the longer slot is taken, and says so', async () => {
    const { actor, placeHold, settle } = start({
      holds: [hold, { error: unavailable('16:00') }, 'pending'],
      releases: [undefined],
    });
    await flush();
    actor.send({ type: 'duration.change', durationHours: 2 });
    await flush();
    expect(actor.getSnapshot().matches({ changingDuration: 'restoring' })).toBe(true);
    expect(placeHold).toHaveBeenCalledTimes(3);
    expect(placeHold).toHaveBeenLastCalledWith(expect.objectContaining({ durationHours: 1 }));

    await settle({
      value: hold({ courtId: COURT_ID, date: '2030-05-01', time: '14:00', durationHours: 1 }),
    });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('held');
    expect(snapshot.context.durationHours).toBe(1);
    expect(snapshot.context.refusedDurationHours).toBe(2);
    expect(snapshot.context.hold?.durationHours).toBe(1);
  });

  it('forgets the refused duration once a new choice is held', async () => {
    const { actor } = start({
      holds: [hold, { error: unavailable() }, hold, hold],
      releases: [undefined, undefined],
    });
    await flush();
    actor.send({ type: 'duration.change', durationHours: 2 });
    await flush();
    expect(actor.getSnapshot().context.refusedDurationHours).toBe(2);
    actor.send({ type: 'duration.change', durationHours: 2 });
    expect(actor.getSnapshot().context.refusedDurationHours).toBeNull();
    await flush();
    expect(actor.getSnapshot().value).toBe('held');
    expect(actor.getSnapshot().context.durationHours).toBe(2);
  });

  it('offers free times when even the old duration is taken meanwhile', async () => {
    const { actor } = start({
      holds: [hold, { error: unavailable() }, { error: unavailable('18:00') }],
      releases: [undefined],
    });
    await flush();
    actor.send({ type: 'duration.change', durationHours: 2 });
    await flush();
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.freeTimes).toEqual(['18:00']);
    expect(actor.getSnapshot().context.hold).toBeNull();
    expect(actor.getSnapshot().context.refusedDurationHours).toBeNull();
  });

  it('fails plainly when holding the old duration again fails otherwise', async () => {
    const { actor } = start({
      holds: [hold, { error: unavailable() }, { error: apiError(0, 'INTERNAL', 'Offline') }],
      releases: [undefined],
    });
    await flush();
    actor.send({ type: 'duration.change', durationHours: 2 });
    await flush();
    expect(actor.getSnapshot().value).toBe('holdFailed');
    expect(actor.getSnapshot().context.failure?.message).toBe('Offline');
  });

  it('fails plainly when the new duration fails for another reason', async () => {
    const { actor } = start({
      holds: [hold, { error: apiError(502, 'INTERNAL', 'Bad gateway') }, hold],
      releases: [undefined],
    });
    await flush();
    actor.send({ type: 'duration.change', durationHours: 2 });
    await flush();
    expect(actor.getSnapshot().value).toBe('holdFailed');
    expect(actor.getSnapshot().context.requestedDurationHours).toBeNull();
    // Trying again holds the duration it still has.
    actor.send({ type: 'hold.retry' });
    await flush();
    expect(actor.getSnapshot().value).toBe('held');
    expect(actor.getSnapshot().context.durationHours).toBe(1);
  });
});
