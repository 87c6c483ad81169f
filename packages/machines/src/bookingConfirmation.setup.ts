import type { CourtBooking, Hold } from '@betterplay/contracts';
import { assign, fromPromise, setup } from 'xstate';
import {
  codeOf,
  deadlineOf,
  failureOf,
  freeTimesOf,
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
 * The booking confirmation machine's types, actors (stand-ins the app replaces), actions, guards
 * and delays; its states are in bookingConfirmation.machine.ts.
 */
export const bookingConfirmationSetup = setup({
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
      secondsLeft: ({ context }) => Math.max(0, Math.ceil(msLeft(context) / 1000)),
    }),
    keepHold: assign({
      hold: (_, params: { hold: Hold }) => params.hold,
      deadline: ({ context }, params: { hold: Hold }) => deadlineOf(params.hold, context.now()),
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
    holdExpiry: ({ context }) => Math.max(0, msLeft(context)),
    /** Until the countdown's next whole second. */
    nextSecond: ({ context }) => {
      const left = msLeft(context);
      return left <= 0 ? 0 : left % 1000 || 1000;
    },
  },
});
