import { messageOf } from '@betterplay/contracts';
import { assign, fromPromise, setup } from 'xstate';

/** How an offer ended, as the server says (waitlist:offer-ended). */
export type WaitlistOfferEnding = 'taken' | 'declined' | 'lapsed' | 'withdrawn';

export interface WaitlistOfferInput {
  offerId: string;
  /** the deadline, ISO 8601 on the server's clock */
  expiresAt: string;
  /** the server's clock minus this device's, when the offer was read (0 if unknown) */
  clockOffsetMs?: number;
  /** this device's time now, in ms */
  now: number;
}

export interface WaitlistOfferContext {
  offerId: string;
  /** the deadline on the server's clock, in ms */
  endsAt: number;
  clockOffsetMs: number;
  /** whole seconds left on the server's clock */
  secondsLeft: number;
  /** why the last take or decline failed, in the server's words */
  error: string | null;
}

export type WaitlistOfferEvent =
  | { type: 'tick'; now: number }
  | { type: 'take' }
  | { type: 'decline' }
  | { type: 'ended'; reason: WaitlistOfferEnding };

const secondsLeft = (
  context: Pick<WaitlistOfferContext, 'endsAt' | 'clockOffsetMs'>,
  now: number,
) => Math.max(0, Math.ceil((context.endsAt - (now + context.clockOffsetMs)) / 1000));

/** Whether a failure says the deadline had passed (the server's 409 OFFER_EXPIRED). */
const expiredFailure = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'OFFER_EXPIRED';

/**
 * A place a waitlist offers the player, until its deadline: offered (counting down on the
 * server's clock), taking, declining, and how it ended: taken, declined or lapsed. A second
 * 'take' while one is on its way does nothing; the server's word that it ended (another tab,
 * the lapse job) ends it here too. Taking and declining are injected actors.
 */
export const waitlistOfferMachine = setup({
  types: {
    input: {} as WaitlistOfferInput,
    context: {} as WaitlistOfferContext,
    events: {} as WaitlistOfferEvent,
  },
  actors: {
    takeOffer: fromPromise<unknown, { offerId: string }>(async () => {
      throw new Error('The takeOffer actor must be provided');
    }),
    declineOffer: fromPromise<unknown, { offerId: string }>(async () => {
      throw new Error('The declineOffer actor must be provided');
    }),
  },
  guards: {
    deadlinePassed: ({ context }) => context.secondsLeft === 0,
    takenElsewhere: ({ event }) => event.type === 'ended' && event.reason === 'taken',
    declinedElsewhere: ({ event }) =>
      event.type === 'ended' && (event.reason === 'declined' || event.reason === 'withdrawn'),
    lapsedElsewhere: ({ event }) => event.type === 'ended' && event.reason === 'lapsed',
    expired: ({ event }) => 'error' in event && expiredFailure(event.error),
  },
  actions: {
    count: assign({
      secondsLeft: ({ context, event }) =>
        event.type === 'tick' ? secondsLeft(context, event.now) : context.secondsLeft,
    }),
    clearError: assign({ error: null }),
    keepError: assign({
      error: ({ event }) => ('error' in event ? messageOf(event.error) : null),
    }),
  },
}).createMachine({
  id: 'waitlistOffer',
  context: ({ input }) => {
    const clockOffsetMs = input.clockOffsetMs ?? 0;
    const endsAt = Date.parse(input.expiresAt);
    return {
      offerId: input.offerId,
      endsAt,
      clockOffsetMs,
      secondsLeft: secondsLeft({ endsAt, clockOffsetMs }, input.now),
      error: null,
    };
  },
  initial: 'offered',
  on: {
    ended: [
      { guard: 'takenElsewhere', target: '.taken' },
      { guard: 'declinedElsewhere', target: '.declined' },
      { guard: 'lapsedElsewhere', target: '.lapsed' },
    ],
  },
  states: {
    offered: {
      always: { guard: 'deadlinePassed', target: 'lapsed' },
      on: {
        tick: { actions: 'count' },
        take: { target: 'taking', actions: 'clearError' },
        decline: { target: 'declining', actions: 'clearError' },
      },
    },
    taking: {
      on: { tick: { actions: 'count' } },
      invoke: {
        src: 'takeOffer',
        input: ({ context }) => ({ offerId: context.offerId }),
        onDone: { target: 'taken' },
        onError: [
          { guard: 'expired', target: 'lapsed' },
          { target: 'offered', actions: 'keepError' },
        ],
      },
    },
    declining: {
      invoke: {
        src: 'declineOffer',
        input: ({ context }) => ({ offerId: context.offerId }),
        onDone: { target: 'declined' },
        onError: { target: 'offered', actions: 'keepError' },
      },
    },
    taken: { type: 'final' },
    declined: { type: 'final' },
    lapsed: { type: 'final' },
  },
});
