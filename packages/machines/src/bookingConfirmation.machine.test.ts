import type { CourtBooking, Hold } from '@betterplay/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { bookingConfirmationMachine, mayReleaseHold } from './bookingConfirmation.machine.ts';
import { HOLD_FALLBACK_ERROR } from './bookingConfirmation.outcomes.ts';
import type { HoldRequest, PaymentRequest } from './bookingConfirmation.types.ts';

const START = Date.parse('2030-05-01T03:00:00.000Z');
const COURT_ID = '6f1c1f38-8d0b-4a44-8f0e-3c1c8f1f0a01';

/** A failure shaped like the web's ApiError. */
function apiError(status: number, code: string, message: string, freeTimes: string[] = []) {
  return Object.assign(new Error(message), {
    status,
    code,
    details: freeTimes.map((time) => ({ path: 'freeTimes', message: time })),
  });
}

const unavailable = (...freeTimes: string[]) =>
  apiError(409, 'COURT_UNAVAILABLE', 'This court is no longer available at that time', freeTimes);

let holdCount = 0;
function makeHold(
  request: HoldRequest,
  expiresInMs = 10 * 60_000,
  now = START,
  serverNow = now,
): Hold {
  holdCount += 1;
  return {
    id: `hold-${holdCount}`,
    courtId: request.courtId,
    date: request.date,
    time: request.time,
    durationHours: request.durationHours,
    priceCents: request.durationHours === 1 ? 2800 : 5200,
    expiresAt: new Date(serverNow + expiresInMs).toISOString(),
    serverNow: new Date(serverNow).toISOString(),
  };
}

const booking = { id: 'booking-1', priceCents: 2800, status: 'paid' } as CourtBooking;

type Answer<T> = T | { error: unknown } | 'pending';

/**
 * Starts the machine with scripted answers: each call takes the next answer (a function of the
 * request, an error, or 'pending' to answer later through `settle`).
 */
function start({
  holds = [],
  releases = [],
  payments = [],
  bookings = [],
  now = START,
}: {
  holds?: Answer<Hold | ((request: HoldRequest, now: number) => Hold)>[];
  releases?: Answer<void>[];
  payments?: Answer<CourtBooking>[];
  /** what finding the booking after BOOKING_ALREADY_PAID answers */
  bookings?: Answer<CourtBooking | null>[];
  now?: number;
} = {}) {
  const clock = new SimulatedClock();
  clock.set(now);
  const pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];

  function answer<T, R>(
    answers: Answer<T>[],
    request: R,
    build: (answer: T, request: R) => unknown,
  ) {
    const next = answers.shift();
    if (next === undefined) return Promise.reject(new Error('unexpected call'));
    if (next === 'pending') {
      return new Promise((resolve, reject) => pending.push({ resolve, reject }));
    }
    if (typeof next === 'object' && next !== null && 'error' in next) {
      return Promise.reject(next.error);
    }
    return Promise.resolve(build(next as T, request));
  }

  const placeHold = vi.fn((request: HoldRequest) =>
    answer(holds, request, (hold, req) =>
      typeof hold === 'function' ? hold(req, clock.now()) : hold,
    ),
  );
  const releaseHold = vi.fn((request: { holdId: string }) =>
    answer(releases, request, () => undefined),
  );
  const pay = vi.fn((request: PaymentRequest) => answer(payments, request, (paid) => paid));
  const findBooking = vi.fn((request: { bookingId: string }) =>
    answer(bookings, request, (found) => found),
  );

  const machine = bookingConfirmationMachine.provide({
    actors: {
      placeHold: fromPromise(({ input }) => placeHold(input) as Promise<Hold>),
      releaseHold: fromPromise(async ({ input }) => {
        await releaseHold(input);
      }),
      pay: fromPromise(({ input }) => pay(input) as Promise<CourtBooking>),
      findBooking: fromPromise(({ input }) => findBooking(input) as Promise<CourtBooking | null>),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { courtId: COURT_ID, date: '2030-05-01', time: '14:00' },
  }).start();

  const settle = async (outcome: { value?: unknown; error?: unknown }) => {
    const next = pending.shift();
    if (!next) throw new Error('nothing pending');
    if ('error' in outcome) next.reject(outcome.error);
    else next.resolve(outcome.value);
    await flush();
  };
  return { actor, clock, placeHold, releaseHold, pay, findBooking, settle };
}

/** Lets promise actors answer. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A ten-minute hold from the machine clock's now. */
const hold = (request: HoldRequest, now = START) => makeHold(request, 10 * 60_000, now);

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
      message: HOLD_FALLBACK_ERROR,
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

const declined = apiError(402, 'PAYMENT_DECLINED', 'Your card was declined.');

describe('bookingConfirmationMachine: paying', () => {
  it('pays for the hold with the chosen method and an Idempotency-Key, and outputs the booking', async () => {
    const { actor, pay } = start({ holds: [hold], payments: [booking] });
    await flush();
    const holdId = actor.getSnapshot().context.hold?.id;
    actor.send({ type: 'method.change', paymentMethod: 'mastercard' });
    expect(actor.getSnapshot().context.paymentMethod).toBe('mastercard');
    actor.send({ type: 'payment.submit' });
    expect(actor.getSnapshot().matches('paying')).toBe(true);
    const key = actor.getSnapshot().context.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    await flush();
    expect(pay).toHaveBeenCalledWith({ holdId, paymentMethod: 'mastercard', idempotencyKey: key });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('paid');
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toBe(booking);
  });

  it("shows a declined card's message and pays again with a new key", async () => {
    const { actor, pay } = start({ holds: [hold], payments: [{ error: declined }, booking] });
    await flush();
    actor.send({ type: 'payment.submit' });
    await flush();
    let snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('paymentFailed');
    expect(snapshot.context.failure).toEqual({
      message: 'Your card was declined.',
      code: 'PAYMENT_DECLINED',
    });
    expect(snapshot.context.idempotencyKey).toBeNull();
    actor.send({ type: 'payment.submit' });
    await flush();
    snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('paid');
    const [first, second] = pay.mock.calls.map(([request]) => request.idempotencyKey);
    expect(first).not.toBe(second);
  });

  it.each([
    ['no answer', 0],
    ['a server failure', 502],
  ])(
    'tries again after %s with the same key, so a charge is never made twice',
    async (_, status) => {
      const { actor, pay } = start({
        holds: [hold],
        payments: [{ error: apiError(status, 'INTERNAL', 'Unable to reach the server.') }, booking],
      });
      await flush();
      actor.send({ type: 'payment.submit' });
      await flush();
      expect(actor.getSnapshot().value).toBe('paymentFailed');
      actor.send({ type: 'payment.submit' });
      await flush();
      expect(actor.getSnapshot().value).toBe('paid');
      const [first, second] = pay.mock.calls.map(([request]) => request.idempotencyKey);
      expect(second).toBe(first);
    },
  );

  it('starts a new attempt when the method changes after a decline', async () => {
    const { actor, pay } = start({ holds: [hold], payments: [{ error: declined }, booking] });
    await flush();
    actor.send({ type: 'payment.submit' });
    await flush();
    actor.send({ type: 'method.change', paymentMethod: 'android-pay' });
    expect(actor.getSnapshot().value).toBe('paymentFailed');
    expect(actor.getSnapshot().context.idempotencyKey).toBeNull();
    actor.send({ type: 'payment.submit' });
    await flush();
    const [first, second] = pay.mock.calls.map(([request]) => request);
    expect(second?.paymentMethod).toBe('android-pay');
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('keeps the key when the method changes after no answer: the first may have gone through', async () => {
    const { actor, pay } = start({
      holds: [hold],
      payments: [{ error: apiError(0, 'INTERNAL', 'Unable to reach the server.') }, booking],
    });
    await flush();
    actor.send({ type: 'payment.submit' });
    await flush();
    actor.send({ type: 'method.change', paymentMethod: 'android-pay' });
    expect(actor.getSnapshot().context.paymentMethod).toBe('android-pay');
    expect(actor.getSnapshot().context.idempotencyKey).not.toBeNull();
    actor.send({ type: 'payment.submit' });
    await flush();
    const [first, second] = pay.mock.calls.map(([request]) => request);
    expect(second?.paymentMethod).toBe('android-pay');
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it("pays with a wallet's payment method when the submit carries one", async () => {
    const { actor, pay } = start({ holds: [hold], payments: [booking] });
    await flush();
    const holdId = actor.getSnapshot().context.hold?.id;
    actor.send({ type: 'payment.submit', paymentMethodId: 'pm_wallet' });
    expect(actor.getSnapshot().context.paymentMethodId).toBe('pm_wallet');
    const key = actor.getSnapshot().context.idempotencyKey;
    await flush();
    expect(pay).toHaveBeenCalledWith({
      holdId,
      paymentMethod: 'apple-pay',
      paymentMethodId: 'pm_wallet',
      idempotencyKey: key,
    });
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it("keeps the key while no answer came, whatever the wallet's payment method", async () => {
    const noAnswer = { error: apiError(0, 'INTERNAL', 'Unable to reach the server.') };
    const { actor, pay } = start({ holds: [hold], payments: [noAnswer, noAnswer, booking] });
    await flush();
    actor.send({ type: 'payment.submit', paymentMethodId: 'pm_wallet_1' });
    await flush();
    expect(actor.getSnapshot().value).toBe('paymentFailed');
    // The wallet makes a new payment method each time; then the saved card.
    actor.send({ type: 'payment.submit', paymentMethodId: 'pm_wallet_2' });
    await flush();
    actor.send({ type: 'payment.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('paid');
    const requests = pay.mock.calls.map(([request]) => request);
    expect(requests.map((request) => request.paymentMethodId)).toEqual([
      'pm_wallet_1',
      'pm_wallet_2',
      undefined,
    ]);
    expect(new Set(requests.map((request) => request.idempotencyKey)).size).toBe(1);
    expect(actor.getSnapshot().context.paymentMethodId).toBeNull();
  });

  it("starts a new attempt with the wallet's new payment method after a decline", async () => {
    const { actor, pay } = start({ holds: [hold], payments: [{ error: declined }, booking] });
    await flush();
    actor.send({ type: 'payment.submit', paymentMethodId: 'pm_wallet_1' });
    await flush();
    actor.send({ type: 'payment.submit', paymentMethodId: 'pm_wallet_2' });
    await flush();
    const [first, second] = pay.mock.calls.map(([request]) => request.idempotencyKey);
    expect(second).not.toBe(first);
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('says when there is no saved card', async () => {
    const { actor } = start({
      holds: [hold],
      payments: [
        {
          error: apiError(
            409,
            'NO_PAYMENT_METHOD',
            'Add a payment card on your profile before paying',
          ),
        },
      ],
    });
    await flush();
    actor.send({ type: 'payment.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('paymentFailed');
    expect(actor.getSnapshot().context.failure?.code).toBe('NO_PAYMENT_METHOD');
  });

  it.each(['HOLD_EXPIRED', 'HOLD_NOT_FOUND'])('treats %s as an expired hold', async (code) => {
    const { actor } = start({ holds: [hold], payments: [{ error: apiError(409, code, 'gone') }] });
    await flush();
    actor.send({ type: 'payment.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('holdExpired');
    expect(actor.getSnapshot().context.hold).toBeNull();
  });

  it('never expires the hold on its own clock while a payment is under way', async () => {
    const { actor, clock, settle } = start({ holds: [hold], payments: ['pending'] });
    await flush();
    actor.send({ type: 'payment.submit' });
    clock.increment(700_000);
    expect(actor.getSnapshot().matches('paying')).toBe(true);
    await settle({ value: booking });
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('keeps counting down after a failed payment and expires then', async () => {
    const { actor, clock } = start({ holds: [hold], payments: [{ error: declined }] });
    await flush();
    clock.increment(100_000);
    actor.send({ type: 'payment.submit' });
    await flush();
    expect(actor.getSnapshot().context.secondsLeft).toBe(500);
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('paymentFailed');
    expect(actor.getSnapshot().context.secondsLeft).toBe(499);
    clock.increment(499_000);
    expect(actor.getSnapshot().value).toBe('holdExpired');
  });

  it('can change the duration after a failed payment', async () => {
    const { actor, releaseHold } = start({
      holds: [hold, hold],
      releases: [undefined],
      payments: [{ error: declined }],
    });
    await flush();
    actor.send({ type: 'payment.submit' });
    await flush();
    actor.send({ type: 'duration.change', durationHours: 2 });
    expect(actor.getSnapshot().matches('changingDuration')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    await flush();
    expect(releaseHold).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('held');
    expect(actor.getSnapshot().context.durationHours).toBe(2);
  });

  it('ignores a second submit while paying', async () => {
    const { actor, pay, settle } = start({ holds: [hold], payments: ['pending'] });
    await flush();
    actor.send({ type: 'payment.submit' });
    actor.send({ type: 'payment.submit' });
    actor.send({ type: 'method.change', paymentMethod: 'mastercard' });
    await settle({ value: booking });
    expect(pay).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.paymentMethod).toBe('apple-pay');
  });
});

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
