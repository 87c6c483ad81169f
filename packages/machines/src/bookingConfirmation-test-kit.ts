import type { CourtBooking, Hold } from '@betterplay/contracts';
import { vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { bookingConfirmationMachine } from './bookingConfirmation.machine.ts';
import type { HoldRequest, PaymentRequest } from './bookingConfirmation.types.ts';

/** The booking confirmation machine's tests: scripted answers, a simulated clock, fixtures. */

export const START = Date.parse('2030-05-01T03:00:00.000Z');
export const COURT_ID = '6f1c1f38-8d0b-4a44-8f0e-3c1c8f1f0a01';

/** A failure shaped like the web's ApiError. */
export function apiError(status: number, code: string, message: string, freeTimes: string[] = []) {
  return Object.assign(new Error(message), {
    status,
    code,
    details: freeTimes.map((time) => ({ path: 'freeTimes', message: time })),
  });
}

export const unavailable = (...freeTimes: string[]) =>
  apiError(409, 'COURT_UNAVAILABLE', 'This court is no longer available at that time', freeTimes);

let holdCount = 0;
export function makeHold(
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

export const booking = { id: 'booking-1', priceCents: 2800, status: 'paid' } as CourtBooking;

type Answer<T> = T | { error: unknown } | 'pending';

/**
 * Starts the machine with scripted answers: each call takes the next answer (a function of the
 * request, an error, or 'pending' to answer later through `settle`).
 */
export function start({
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
    input: { courtId: COURT_ID, date: '2030-05-01', time: '14:00', now: () => clock.now() },
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
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A ten-minute hold from the machine clock's now. */
export const hold = (request: HoldRequest, now = START) => makeHold(request, 10 * 60_000, now);
