import type { CourtBooking, CourtPaymentMethod, Hold } from '@betterplay/contracts';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { newIdempotencyKey } from './idempotencyKey.ts';

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
  /**
   * When the hold ends on the machine's clock (ms): its time left as the server counted it
   * (expiresAt - serverNow) from when it was answered, so a device clock that is off does not
   * matter.
   */
  deadline: number | null;
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
  /**
   * The last payment got no clear answer (none, or a server failure): it may have been charged
   * and booked. Its key is kept, and the hold must not be given back meanwhile.
   */
  paymentOutcomeUnknown: boolean;
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
  if (context.hold === null || context.deadline === null) return 0;
  return context.deadline - nowOf(system);
}

/** The hold's end on the machine's clock: now plus what the server said was left. */
function deadlineOf(hold: Hold, system: ClockedSystem): number {
  return nowOf(system) + (Date.parse(hold.expiresAt) - Date.parse(hold.serverNow));
}

/** No answer (status 0) or a server failure: the payment may have gone through. */
function isOutcomeUnknown(error: unknown): boolean {
  const status = failureOf(error).status ?? 0;
  return status === 0 || status >= 500;
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
    /**
     * The player's booking with this id (a hold and its booking are one row), or null when it
     * is not among theirs: asked after the server says the hold is paid already.
     */
    findBooking: fromPromise<CourtBooking | null, { bookingId: string }>(async () => {
      throw new Error('The findBooking actor must be provided');
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
    /**
     * The server says the hold is paid already (another attempt of this player's went through),
     * or that this key went with another request (the attempt whose answer was lost was
     * answered, paid or refused): either way the booking says which.
     */
    isAnsweredElsewhere: (_, params: { error: unknown }) => {
      const code = codeOf(params.error);
      return code === 'BOOKING_ALREADY_PAID' || code === 'IDEMPOTENCY_KEY_REUSED';
    },
    isPaidBooking: (_, params: { booking: CourtBooking | null }) =>
      params.booking?.status === 'paid',
    /** The key went with another request, which was refused: a fresh key is a new attempt. */
    wasKeyReused: ({ context }) => context.failure?.code === 'IDEMPOTENCY_KEY_REUSED',
    /** The last payment may have gone through: its key stays, and so does the hold. */
    isPaymentOutcomeUnknown: ({ context }) => context.paymentOutcomeUnknown,
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
      deadline: ({ system }, params: { hold: Hold }) => deadlineOf(params.hold, system),
      failure: null,
      freeTimes: [],
      idempotencyKey: null,
      paymentOutcomeUnknown: false,
    }),
    forgetRefusedDuration: assign({ refusedDurationHours: null }),
    requestDuration: assign({
      requestedDurationHours: ({ context, event }) =>
        event.type === 'duration.change' ? event.durationHours : context.requestedDurationHours,
      refusedDurationHours: null,
    }),
    takeRequestedDuration: assign({
      durationHours: ({ context }) => context.requestedDurationHours ?? context.durationHours,
      requestedDurationHours: null,
    }),
    refuseRequestedDuration: assign({
      refusedDurationHours: ({ context }) => context.requestedDurationHours,
      requestedDurationHours: null,
    }),
    forgetRequestedDuration: assign({ requestedDurationHours: null }),
    /** Either way the old hold is no longer counted on: unreleased, it expires by itself. */
    dropHold: assign({ hold: null, deadline: null }),
    clearFailure: assign({ failure: null }),
    chooseTime: assign({
      time: ({ context, event }) => (event.type === 'time.choose' ? event.time : context.time),
      freeTimes: [],
      failure: null,
    }),
    clearUnavailable: assign({ freeTimes: [], failure: null }),
    expireHold: assign({
      hold: null,
      deadline: null,
      secondsLeft: 0,
      idempotencyKey: null,
      paymentOutcomeUnknown: false,
    }),
    startAttempt: assign({
      idempotencyKey: ({ context }) => context.idempotencyKey ?? newIdempotencyKey(),
    }),
    /** The attempt has a clear answer: the next payment is a new one with a new key. */
    endAttempt: assign({ idempotencyKey: null, paymentOutcomeUnknown: false }),
    keepBooking: assign({
      booking: (_, params: { booking: CourtBooking | null }) => params.booking,
      failure: null,
      idempotencyKey: null,
      paymentOutcomeUnknown: false,
    }),
    /**
     * A clear answer (a decline) ends the attempt; without one (no answer, a server failure)
     * the next try is the same attempt and must not charge twice.
     */
    rememberPaymentOutcome: assign(({ context }, params: { error: unknown }) => {
      const unknown = isOutcomeUnknown(params.error);
      return {
        paymentOutcomeUnknown: unknown,
        idempotencyKey: unknown ? context.idempotencyKey : null,
      };
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
      const sameRequest = paymentMethodId === context.paymentMethodId;
      return {
        paymentMethodId,
        // Another payment method is another request, so another key; but while the last one's
        // outcome is unknown its key stays: if it went through, the server says so
        // (IDEMPOTENCY_KEY_REUSED) instead of taking a second attempt.
        idempotencyKey:
          sameRequest || context.paymentOutcomeUnknown ? context.idempotencyKey : null,
      };
    }),
    chooseMethod: assign({
      paymentMethod: ({ event, context }) =>
        event.type === 'method.change' ? event.paymentMethod : context.paymentMethod,
      // The same key with a different method would be refused as a different request.
      idempotencyKey: null,
    }),
    /** Another method after a payment with no clear answer: the same attempt, the same key. */
    chooseMethodKeepingAttempt: assign({
      paymentMethod: ({ event, context }) =>
        event.type === 'method.change' ? event.paymentMethod : context.paymentMethod,
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
    deadline: null,
    secondsLeft: 0,
    freeTimes: [],
    refusedDurationHours: null,
    requestedDurationHours: null,
    failure: null,
    idempotencyKey: null,
    paymentOutcomeUnknown: false,
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
            'forgetRefusedDuration',
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
          actions: 'requestDuration',
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
            onDone: { target: 'placing', actions: 'dropHold' },
            onError: { target: 'placing', actions: 'dropHold' },
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
                'takeRequestedDuration',
              ],
            },
            onError: [
              {
                guard: {
                  type: 'isCourtUnavailable',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: 'restoring',
                actions: 'refuseRequestedDuration',
              },
              {
                target: '#bookingConfirmation.holdFailed',
                actions: [
                  { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
                  'forgetRequestedDuration',
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
      initial: 'charging',
      states: {
        charging: {
          entry: 'startAttempt',
          invoke: {
            src: 'pay',
            input: ({ context }): PaymentRequest => ({
              holdId: context.hold?.id ?? '',
              paymentMethod: context.paymentMethod,
              idempotencyKey: context.idempotencyKey ?? '',
              ...(context.paymentMethodId === null
                ? {}
                : { paymentMethodId: context.paymentMethodId }),
            }),
            onDone: {
              target: '#bookingConfirmation.paid',
              actions: { type: 'keepBooking', params: ({ event }) => ({ booking: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isHoldGone', params: ({ event }) => ({ error: event.error }) },
                target: '#bookingConfirmation.holdExpired',
                actions: 'endAttempt',
              },
              {
                guard: {
                  type: 'isAnsweredElsewhere',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: 'confirming',
                actions: {
                  type: 'rememberFailure',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
              {
                target: '#bookingConfirmation.paymentFailed',
                actions: [
                  { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
                  {
                    type: 'rememberPaymentOutcome',
                    params: ({ event }) => ({ error: event.error }),
                  },
                ],
              },
            ],
          },
        },
        /** Paid already, says the server: the booking (the hold's own row) shows it. */
        confirming: {
          invoke: {
            src: 'findBooking',
            input: ({ context }) => ({ bookingId: context.hold?.id ?? '' }),
            onDone: [
              {
                guard: {
                  type: 'isPaidBooking',
                  params: ({ event }) => ({ booking: event.output }),
                },
                target: '#bookingConfirmation.paid',
                actions: {
                  type: 'keepBooking',
                  params: ({ event }) => ({ booking: event.output }),
                },
              },
              // The attempt under that key was refused, not paid: this one is new.
              { guard: 'wasKeyReused', target: 'charging', actions: 'endAttempt' },
              { target: '#bookingConfirmation.paymentFailed', actions: 'endAttempt' },
            ],
            // Not known yet whether it is paid: as after no answer, the key and the hold stay.
            onError: {
              target: '#bookingConfirmation.paymentFailed',
              actions: [
                { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
                {
                  type: 'rememberPaymentOutcome',
                  params: ({ event }) => ({ error: event.error }),
                },
              ],
            },
          },
        },
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
        'method.change': [
          { guard: 'isPaymentOutcomeUnknown', actions: 'chooseMethodKeepingAttempt' },
          { actions: 'chooseMethod' },
        ],
        'duration.change': {
          guard: 'isOtherDuration',
          target: 'changingDuration',
          actions: ['requestDuration', 'clearFailure', 'endAttempt'],
        },
      },
    },
    unavailable: {
      on: {
        'time.choose': { target: 'holding', actions: 'chooseTime' },
        'hold.retry': { target: 'holding', actions: 'clearUnavailable' },
      },
    },
    holdFailed: {
      on: {
        'hold.retry': { target: 'holding', actions: 'clearFailure' },
      },
    },
    holdExpired: {
      entry: 'expireHold',
      on: {
        'hold.retry': { target: 'holding', actions: 'clearFailure' },
      },
    },
    paid: { type: 'final' },
  },
});

export type BookingConfirmationMachine = typeof bookingConfirmationMachine;

/**
 * Whether leaving the page may give the hold back: not once paid, not while a payment is under
 * way, and not while the last payment's outcome is unknown (it may have been charged).
 */
export function mayReleaseHold(snapshot: SnapshotFrom<BookingConfirmationMachine>): boolean {
  return (
    snapshot.status !== 'done' &&
    !snapshot.matches('paying') &&
    !snapshot.context.paymentOutcomeUnknown &&
    snapshot.context.hold !== null
  );
}
