import type { CourtBooking, Hold } from '@betterplay/contracts';
import { and, assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import {
  codeOf,
  deadlineOf,
  failureOf,
  freeTimesOf,
  holdRequest,
  isOutcomeUnknown,
  msLeft,
} from './bookingConfirmation.outcomes.ts';
import type {
  BookingConfirmationContext,
  BookingConfirmationEvent,
  BookingConfirmationInput,
  HoldRequest,
  PaymentRequest,
} from './bookingConfirmation.types.ts';
import { newIdempotencyKey } from './idempotencyKey.ts';

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
        // Another duration gives this hold back, which must wait while the last payment may
        // have gone through (its outcome unknown); another method does not, so it stays open.
        'duration.change': {
          guard: and(['isOtherDuration', not('isPaymentOutcomeUnknown')]),
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
