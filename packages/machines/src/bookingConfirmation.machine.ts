import type { CourtBooking, CourtPaymentMethod, Hold } from '@betterplay/contracts';
import { assign, fromPromise, setup } from 'xstate';

export type BookingDurationChoice = 1 | 2;

/**
 * What a failed call tells the machine. The web's ApiError has this shape: the server's message,
 * its HTTP status (0 when no answer came), its error code and the details of a 409.
 */
export interface CallFailure {
  message: string;
  status?: number;
  code?: string;
  details?: readonly { path: string; message: string }[];
}

export interface HoldRequest {
  courtId: string;
  date: string;
  time: string;
  durationHours: BookingDurationChoice;
}

export interface PaymentRequest {
  holdId: string;
  paymentMethod: CourtPaymentMethod;
  /** a wallet's payment method (Stripe's Payment Request button); the saved card without it */
  paymentMethodId?: string;
  /** One per payment attempt: the same attempt tried again sends the same key. */
  idempotencyKey: string;
}

export interface BookingConfirmationInput {
  /** the court's id (not its number) */
  courtId: string;
  date: string;
  time: string;
  durationHours?: BookingDurationChoice;
  paymentMethod?: CourtPaymentMethod;
}

export interface BookingConfirmationContext {
  courtId: string;
  date: string;
  time: string;
  durationHours: BookingDurationChoice;
  paymentMethod: CourtPaymentMethod;
  /** the hold the player has now, if any */
  hold: Hold | null;
  /** whole seconds left on the hold, rounded up (the countdown) */
  secondsLeft: number;
  /** after a lost race: the next free start times the server offered */
  freeTimes: string[];
  /** the longer duration asked for while it was taken (the old choice stayed) */
  refusedDurationHours: BookingDurationChoice | null;
  /** the duration being switched to */
  requestedDurationHours: BookingDurationChoice | null;
  failure: { message: string; code: string | null } | null;
  /** the key of the payment attempt under way or to be tried again */
  idempotencyKey: string | null;
  /** the wallet's payment method of that attempt; null: the saved card pays */
  paymentMethodId: string | null;
  booking: CourtBooking | null;
}

export type BookingConfirmationEvent =
  | { type: 'duration.change'; durationHours: BookingDurationChoice }
  | { type: 'method.change'; paymentMethod: CourtPaymentMethod }
  /** with a wallet's payment method (the Payment Request button), else the saved card pays */
  | { type: 'payment.submit'; paymentMethodId?: string }
  | { type: 'hold.retry' }
  | { type: 'time.choose'; time: string };

export const HOLD_FALLBACK_ERROR = 'Something went wrong. Please try again.';

function failureOf(error: unknown): CallFailure {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message, status, code, details } = error as Partial<Record<keyof CallFailure, unknown>>;
    return {
      message: typeof message === 'string' && message.trim() !== '' ? message : HOLD_FALLBACK_ERROR,
      ...(typeof status === 'number' ? { status } : {}),
      ...(typeof code === 'string' ? { code } : {}),
      ...(Array.isArray(details) ? { details: details as CallFailure['details'] } : {}),
    };
  }
  return { message: HOLD_FALLBACK_ERROR };
}

const codeOf = (error: unknown) => failureOf(error).code ?? null;

/** The next free start times a 409 COURT_UNAVAILABLE lists in its details. */
export function freeTimesOf(error: unknown): string[] {
  return (failureOf(error).details ?? [])
    .filter((detail) => detail.path === 'freeTimes')
    .map((detail) => detail.message);
}

interface ClockedSystem {
  _clock: object;
}

/** The actor system's clock: a SimulatedClock in tests has `now`; the real one does not. */
function nowOf(system: ClockedSystem): number {
  const clock: { now?: unknown } = system._clock;
  return typeof clock.now === 'function' ? Number(clock.now()) : Date.now();
}

function msLeft(context: BookingConfirmationContext, system: ClockedSystem): number {
  if (context.hold === null) return 0;
  return Date.parse(context.hold.expiresAt) - nowOf(system);
}

/** A fresh Idempotency-Key (crypto.randomUUID exists only on secure origins). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const holdRequest = (
  context: BookingConfirmationContext,
  durationHours = context.durationHours,
): HoldRequest => ({
  courtId: context.courtId,
  date: context.date,
  time: context.time,
  durationHours,
});

/**
 * The court booking confirmation page: places a hold on entry, counts it down (expiring on the
 * machine's clock at the hold's expiresAt), switches its duration by releasing it and holding
 * again (keeping the old choice when the longer slot is taken), pays with one Idempotency-Key per
 * attempt (with the saved card, or a wallet's payment method the submit carries), and outputs the
 * paid booking. Calls are injected actors.
 */
export const bookingConfirmationMachine = setup({
  types: {
    context: {} as BookingConfirmationContext,
    events: {} as BookingConfirmationEvent,
    input: {} as BookingConfirmationInput,
    output: {} as CourtBooking | null,
  },
  actors: {
    /** Resolves to the new hold; rejects like ApiError (409 COURT_UNAVAILABLE with free times). */
    placeHold: fromPromise<Hold, HoldRequest>(async () => {
      throw new Error('The placeHold actor must be provided');
    }),
    /** Releases a hold early; its failure changes nothing (a hold expires by itself). */
    releaseHold: fromPromise<void, { holdId: string }>(async () => {
      throw new Error('The releaseHold actor must be provided');
    }),
    /** Pays for the hold; rejects like ApiError (402 PAYMENT_DECLINED, 409 HOLD_EXPIRED, ...). */
    pay: fromPromise<CourtBooking, PaymentRequest>(async () => {
      throw new Error('The pay actor must be provided');
    }),
  },
  guards: {
    isCourtUnavailable: (_, params: { error: unknown }) =>
      codeOf(params.error) === 'COURT_UNAVAILABLE',
    /** The hold ran out (or is gone) before the payment reached it. */
    isHoldGone: (_, params: { error: unknown }) => {
      const code = codeOf(params.error);
      return code === 'HOLD_EXPIRED' || code === 'HOLD_NOT_FOUND';
    },
    holdRanOut: ({ context }) => context.secondsLeft <= 0,
    isOtherDuration: ({ context, event }) =>
      event.type === 'duration.change' && event.durationHours !== context.durationHours,
  },
  actions: {
    countDown: assign({
      secondsLeft: ({ context, system }) => Math.max(0, Math.ceil(msLeft(context, system) / 1000)),
    }),
    keepHold: assign({
      hold: (_, params: { hold: Hold }) => params.hold,
      failure: null,
      freeTimes: [],
      idempotencyKey: null,
    }),
    rememberFailure: assign({
      failure: (_, params: { error: unknown }) => ({
        message: failureOf(params.error).message,
        code: codeOf(params.error),
      }),
    }),
    rememberUnavailable: assign({
      hold: null,
      freeTimes: (_, params: { error: unknown }) => freeTimesOf(params.error),
      failure: (_, params: { error: unknown }) => ({
        message: failureOf(params.error).message,
        code: codeOf(params.error),
      }),
      refusedDurationHours: null,
      requestedDurationHours: null,
    }),
    submitPayment: assign(({ context, event }) => {
      const paymentMethodId =
        event.type === 'payment.submit' ? (event.paymentMethodId ?? null) : null;
      return {
        paymentMethodId,
        // Another payment method is another request: the server refuses a key used for another.
        idempotencyKey: paymentMethodId === context.paymentMethodId ? context.idempotencyKey : null,
      };
    }),
    chooseMethod: assign({
      paymentMethod: ({ event, context }) =>
        event.type === 'method.change' ? event.paymentMethod : context.paymentMethod,
      // The same key with a different method would be refused as a different request.
      idempotencyKey: null,
    }),
  },
  delays: {
    holdExpiry: ({ context, system }) => Math.max(0, msLeft(context, system)),
    /** Until the countdown's next whole second. */
    nextSecond: ({ context, system }) => {
      const left = msLeft(context, system);
      return left <= 0 ? 0 : left % 1000 || 1000;
    },
  },
}).createMachine({
  id: 'bookingConfirmation',
  initial: 'holding',
  context: ({ input }) => ({
    courtId: input.courtId,
    date: input.date,
    time: input.time,
    durationHours: input.durationHours ?? 1,
    paymentMethod: input.paymentMethod ?? 'apple-pay',
    hold: null,
    secondsLeft: 0,
    freeTimes: [],
    refusedDurationHours: null,
    requestedDurationHours: null,
    failure: null,
    idempotencyKey: null,
    paymentMethodId: null,
    booking: null,
  }),
  output: ({ context }) => context.booking,
  states: {
    holding: {
      invoke: {
        src: 'placeHold',
        input: ({ context }) => holdRequest(context),
        onDone: {
          target: 'held',
          actions: [
            { type: 'keepHold', params: ({ event }) => ({ hold: event.output }) },
            assign({ refusedDurationHours: null }),
          ],
        },
        onError: [
          {
            guard: { type: 'isCourtUnavailable', params: ({ event }) => ({ error: event.error }) },
            target: 'unavailable',
            actions: {
              type: 'rememberUnavailable',
              params: ({ event }) => ({ error: event.error }),
            },
          },
          {
            target: 'holdFailed',
            actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    held: {
      entry: 'countDown',
      always: { guard: 'holdRanOut', target: 'holdExpired' },
      after: {
        holdExpiry: 'holdExpired',
        nextSecond: { target: 'held', reenter: true },
      },
      on: {
        'duration.change': {
          guard: 'isOtherDuration',
          target: 'changingDuration',
          actions: assign({
            requestedDurationHours: ({ event }) => event.durationHours,
            refusedDurationHours: null,
          }),
        },
        'method.change': { actions: 'chooseMethod' },
        'payment.submit': { target: 'paying', actions: 'submitPayment' },
      },
    },
    changingDuration: {
      initial: 'releasing',
      states: {
        releasing: {
          invoke: {
            src: 'releaseHold',
            input: ({ context }) => ({ holdId: context.hold?.id ?? '' }),
            // Either way the old hold is no longer counted on: unreleased, it expires by itself.
            onDone: { target: 'placing', actions: assign({ hold: null }) },
            onError: { target: 'placing', actions: assign({ hold: null }) },
          },
        },
        placing: {
          invoke: {
            src: 'placeHold',
            input: ({ context }) =>
              holdRequest(context, context.requestedDurationHours ?? context.durationHours),
            onDone: {
              target: '#bookingConfirmation.held',
              actions: [
                { type: 'keepHold', params: ({ event }) => ({ hold: event.output }) },
                assign({
                  durationHours: ({ context }) =>
                    context.requestedDurationHours ?? context.durationHours,
                  requestedDurationHours: null,
                }),
              ],
            },
            onError: [
              {
                guard: {
                  type: 'isCourtUnavailable',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: 'restoring',
                actions: assign({
                  refusedDurationHours: ({ context }) => context.requestedDurationHours,
                  requestedDurationHours: null,
                }),
              },
              {
                target: '#bookingConfirmation.holdFailed',
                actions: [
                  { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
                  assign({ requestedDurationHours: null }),
                ],
              },
            ],
          },
        },
        /** The longer slot is taken: hold the old duration again. */
        restoring: {
          invoke: {
            src: 'placeHold',
            input: ({ context }) => holdRequest(context),
            onDone: {
              target: '#bookingConfirmation.held',
              actions: { type: 'keepHold', params: ({ event }) => ({ hold: event.output }) },
            },
            onError: [
              {
                guard: {
                  type: 'isCourtUnavailable',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: '#bookingConfirmation.unavailable',
                actions: {
                  type: 'rememberUnavailable',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
              {
                target: '#bookingConfirmation.holdFailed',
                actions: {
                  type: 'rememberFailure',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
            ],
          },
        },
      },
    },
    paying: {
      entry: assign({
        idempotencyKey: ({ context }) => context.idempotencyKey ?? newIdempotencyKey(),
      }),
      invoke: {
        src: 'pay',
        input: ({ context }): PaymentRequest => ({
          holdId: context.hold?.id ?? '',
          paymentMethod: context.paymentMethod,
          idempotencyKey: context.idempotencyKey ?? '',
          ...(context.paymentMethodId === null ? {} : { paymentMethodId: context.paymentMethodId }),
        }),
        onDone: {
          target: 'paid',
          actions: assign({
            booking: ({ event }) => event.output,
            failure: null,
            idempotencyKey: null,
          }),
        },
        onError: [
          {
            guard: { type: 'isHoldGone', params: ({ event }) => ({ error: event.error }) },
            target: 'holdExpired',
            actions: assign({ idempotencyKey: null }),
          },
          {
            target: 'paymentFailed',
            actions: [
              { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
              assign({
                // A clear answer (a decline) ends the attempt; without one (no answer, a server
                // failure) the next try is the same attempt and must not charge twice.
                idempotencyKey: ({ context, event }) => {
                  const status = failureOf(event.error).status ?? 0;
                  return status === 0 || status >= 500 ? context.idempotencyKey : null;
                },
              }),
            ],
          },
        ],
      },
    },
    paymentFailed: {
      entry: 'countDown',
      always: { guard: 'holdRanOut', target: 'holdExpired' },
      after: {
        holdExpiry: 'holdExpired',
        nextSecond: { target: 'paymentFailed', reenter: true },
      },
      on: {
        'payment.submit': { target: 'paying', actions: 'submitPayment' },
        'method.change': { actions: 'chooseMethod' },
        'duration.change': {
          guard: 'isOtherDuration',
          target: 'changingDuration',
          actions: assign({
            requestedDurationHours: ({ event }) => event.durationHours,
            refusedDurationHours: null,
            failure: null,
            idempotencyKey: null,
          }),
        },
      },
    },
    unavailable: {
      on: {
        'time.choose': {
          target: 'holding',
          actions: assign({ time: ({ event }) => event.time, freeTimes: [], failure: null }),
        },
        'hold.retry': { target: 'holding', actions: assign({ freeTimes: [], failure: null }) },
      },
    },
    holdFailed: {
      on: {
        'hold.retry': { target: 'holding', actions: assign({ failure: null }) },
      },
    },
    holdExpired: {
      entry: assign({ hold: null, secondsLeft: 0, idempotencyKey: null }),
      on: {
        'hold.retry': { target: 'holding', actions: assign({ failure: null }) },
      },
    },
    paid: { type: 'final' },
  },
});

export type BookingConfirmationMachine = typeof bookingConfirmationMachine;
