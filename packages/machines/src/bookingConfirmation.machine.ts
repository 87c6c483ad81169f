import { and, not, type SnapshotFrom } from 'xstate';
import { holdRequest } from './bookingConfirmation.outcomes.ts';
import { bookingConfirmationSetup } from './bookingConfirmation.setup.ts';
import type { PaymentRequest } from './bookingConfirmation.types.ts';

/**
 * The court booking confirmation page: places a hold on entry, counts it down (expiring on the
 * machine's clock at the hold's expiresAt), switches its duration by releasing it and holding
 * again (keeping the old choice when the longer slot is taken), pays with one Idempotency-Key per
 * attempt (with the saved card, or a wallet's payment method the submit carries), and outputs the
 * paid booking. Calls are injected actors.
 */
export const bookingConfirmationMachine = bookingConfirmationSetup.createMachine({
  id: 'bookingConfirmation',
  initial: 'holding',
  context: ({ input }) => ({
    courtId: input.courtId,
    date: input.date,
    time: input.time,
    durationHours: input.durationHours ?? 1,
    paymentMethod: input.paymentMethod ?? 'apple-pay',
    now: input.now ?? Date.now,
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
