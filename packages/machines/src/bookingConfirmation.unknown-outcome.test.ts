import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { bookingConfirmationMachine, mayReleaseHold } from './bookingConfirmation.machine.ts';
import {
  COURT_ID,
  START,
  apiError,
  booking,
  flush,
  hold,
  makeHold,
  start,
} from './bookingConfirmation-test-kit.ts';

const declined = apiError(402, 'PAYMENT_DECLINED', 'Your card was declined.');

describe('bookingConfirmationMachine: a payment whose outcome is unknown', () => {
  const noAnswer = { error: apiError(0, 'INTERNAL', 'Unable to reach the server.') };
  const serverFailure = { error: apiError(502, 'PAYMENT_PROVIDER_UNAVAILABLE', 'Try again.') };
  const alreadyPaid = {
    error: apiError(409, 'BOOKING_ALREADY_PAID', 'This booking is already paid'),
  };
  const keyReused = {
    error: apiError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used'),
  };

  it.each([
    ['no answer', noAnswer],
    ['a server failure', serverFailure],
  ])('keeps the hold after %s (leaving must not give it back)', async (_, failed) => {
    const { actor } = start({ holds: [hold], payments: [failed] });
    await flush();
    expect(mayReleaseHold(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'payment.submit' });
    expect(mayReleaseHold(actor.getSnapshot())).toBe(false);
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('paymentFailed');
    expect(snapshot.context.paymentOutcomeUnknown).toBe(true);
    expect(mayReleaseHold(snapshot)).toBe(false);
  });

  it.each([
    ['no answer', noAnswer],
    ['a server failure', serverFailure],
  ])(
    'refuses another duration after %s (it gives the hold back), not another method',
    async (_, failed) => {
      const { actor, releaseHold, placeHold } = start({ holds: [hold], payments: [failed] });
      await flush();
      actor.send({ type: 'payment.submit' });
      await flush();
      expect(actor.getSnapshot().can({ type: 'duration.change', durationHours: 2 })).toBe(false);
      actor.send({ type: 'duration.change', durationHours: 2 });
      await flush();
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toBe('paymentFailed');
      expect(snapshot.context.durationHours).toBe(1);
      expect(snapshot.context.paymentOutcomeUnknown).toBe(true);
      expect(releaseHold).not.toHaveBeenCalled();
      expect(placeHold).toHaveBeenCalledTimes(1);
      expect(snapshot.can({ type: 'method.change', paymentMethod: 'mastercard' })).toBe(true);
      actor.send({ type: 'method.change', paymentMethod: 'mastercard' });
      expect(actor.getSnapshot().context.paymentMethod).toBe('mastercard');
      expect(actor.getSnapshot().can({ type: 'duration.change', durationHours: 2 })).toBe(false);
    },
  );

  it('may give the hold back after a clear refusal', async () => {
    const { actor } = start({ holds: [hold], payments: [{ error: declined }] });
    await flush();
    actor.send({ type: 'payment.submit' });
    await flush();
    expect(actor.getSnapshot().context.paymentOutcomeUnknown).toBe(false);
    expect(mayReleaseHold(actor.getSnapshot())).toBe(true);
  });

  it('treats BOOKING_ALREADY_PAID as paid: it finds the booking by the hold id', async () => {
    const { actor, findBooking } = start({
      holds: [hold],
      payments: [alreadyPaid],
      bookings: [booking],
    });
    await flush();
    const holdId = actor.getSnapshot().context.hold?.id;
    actor.send({ type: 'payment.submit' });
    await flush();
    expect(findBooking).toHaveBeenCalledWith({ bookingId: holdId });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('paid');
    expect(snapshot.output).toBe(booking);
    expect(snapshot.context.failure).toBeNull();
  });

  it('after no answer and another method, a reused key whose payment went through is paid', async () => {
    const { actor, pay } = start({
      holds: [hold],
      payments: [noAnswer, keyReused],
      bookings: [booking],
    });
    await flush();
    actor.send({ type: 'payment.submit' });
    await flush();
    actor.send({ type: 'method.change', paymentMethod: 'mastercard' });
    actor.send({ type: 'payment.submit' });
    await flush();
    expect(pay).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('after a reused key whose payment was refused, pays at once with a fresh key', async () => {
    const { actor, pay } = start({
      holds: [hold],
      payments: [noAnswer, keyReused, booking],
      // Still a hold, so not among the player's bookings.
      bookings: [null],
    });
    await flush();
    actor.send({ type: 'payment.submit' });
    await flush();
    actor.send({ type: 'method.change', paymentMethod: 'mastercard' });
    actor.send({ type: 'payment.submit' });
    await flush();
    await flush();
    const keys = pay.mock.calls.map(([request]) => request.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('stays unknown (key and hold kept) when the booking cannot be read', async () => {
    const { actor } = start({
      holds: [hold],
      payments: [alreadyPaid],
      bookings: [noAnswer],
    });
    await flush();
    actor.send({ type: 'payment.submit' });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('paymentFailed');
    expect(snapshot.context.idempotencyKey).not.toBeNull();
    expect(mayReleaseHold(snapshot)).toBe(false);
  });
});

describe('bookingConfirmationMachine: a device clock that is off', () => {
  it("counts down the server's time left, not expiresAt against the device's clock", async () => {
    // The device runs five minutes fast: the server answered at START, the device says START+5m.
    const skewed = START + 5 * 60_000;
    const { actor, clock } = start({
      now: skewed,
      holds: [(request) => makeHold(request, 10 * 60_000, skewed, START)],
    });
    await flush();
    expect(actor.getSnapshot().context.secondsLeft).toBe(600);
    clock.increment(599_999);
    expect(actor.getSnapshot().value).toBe('held');
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('holdExpired');
  });

  it('does not call a hold expired on arrival when the device runs slow', async () => {
    const slow = START - 15 * 60_000;
    const { actor } = start({
      now: slow,
      holds: [(request) => makeHold(request, 10 * 60_000, slow, START)],
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('held');
    expect(actor.getSnapshot().context.secondsLeft).toBe(600);
  });
});

describe("bookingConfirmationMachine: without a clock of its own (the web app's case)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down on the real time and expires at expiresAt', async () => {
    vi.useFakeTimers({ now: START });
    const machine = bookingConfirmationMachine.provide({
      actors: { placeHold: fromPromise(async ({ input }) => hold(input)) },
    });
    const actor = createActor(machine, {
      input: { courtId: COURT_ID, date: '2030-05-01', time: '14:00' },
    }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.secondsLeft).toBe(600);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(540);
    await vi.advanceTimersByTimeAsync(539_999);
    expect(actor.getSnapshot().value).toBe('held');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('holdExpired');
    actor.stop();
  });
});
