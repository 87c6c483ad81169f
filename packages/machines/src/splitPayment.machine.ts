import { messageOf, SPLIT_MAX_FRIENDS, type CourtBooking } from '@betterplay/contracts';
import { assign, fromPromise, setup } from 'xstate';

export interface SplitRequest {
  bookingId: string;
  friendIds: string[];
}

export interface SplitPaymentInput {
  booking: CourtBooking;
  /**
   * Opened later, from the player's activity: starts on 'Invite friends' with these friends
   * chosen, and ends after 'Invitation sent!' (no confirmation or summary).
   */
  later?: { friendIds: string[] };
}

export interface SplitPaymentContext {
  /** the paid booking; after a split, with its shares */
  booking: CourtBooking;
  /** the friends chosen on the 'Invite friends' step, in the order chosen */
  friendIds: string[];
  /** why the last split failed */
  error: string | null;
  /** opened later from the activity (SplitPaymentInput.later) */
  later: boolean;
}

export type SplitPaymentEvent =
  | { type: 'split.choose' }
  | { type: 'split.decline' }
  | { type: 'friends.toggle'; friendId: string }
  | { type: 'split.submit' }
  | { type: 'invite.continue' }
  | { type: 'summary.done' }
  | { type: 'dialog.close' };

/**
 * The dialogs after a court is paid (docs/product.md): 'Booking confirmed' offers to split
 * the cost or not; 'Invite friends' splits with the chosen friends; 'Invitation sent!'; then the
 * 'Booking Confirmed!' summary, whose 'Done' ends the flow. Closing at any step resets to the
 * confirmation step. Opened later (`input.later`), it runs 'Invite friends' and 'Invitation
 * sent!' only, then ends in `invited`. The split call is an injected actor.
 */
export const splitPaymentMachine = setup({
  types: {
    context: {} as SplitPaymentContext,
    events: {} as SplitPaymentEvent,
    input: {} as SplitPaymentInput,
    output: {} as CourtBooking,
  },
  actors: {
    /** Resolves to the booking with its shares; rejects with the server's message. */
    splitBooking: fromPromise<CourtBooking, SplitRequest>(async () => {
      throw new Error('The splitBooking actor must be provided');
    }),
  },
  guards: {
    hasChosenFriend: ({ context }) => context.friendIds.length > 0,
    /**
     * 'Split the cost' is offered while no share is pending or paid: never split, or every friend
     * declined (their shares expire when it starts).
     */
    notYetSplit: ({ context }) =>
      !context.booking.shares.some(
        (share) => share.status === 'pending' || share.status === 'paid',
      ),
    openedLater: ({ context }) => context.later,
    /** Unchoosing always works; choosing stops at SPLIT_MAX_FRIENDS. */
    canToggleFriend: ({ context }, params: { friendId: string }) =>
      context.friendIds.includes(params.friendId) || context.friendIds.length < SPLIT_MAX_FRIENDS,
  },
  actions: {
    toggleFriend: assign({
      friendIds: ({ context }, params: { friendId: string }) =>
        context.friendIds.includes(params.friendId)
          ? context.friendIds.filter((id) => id !== params.friendId)
          : [...context.friendIds, params.friendId],
    }),
    reset: assign({ friendIds: [], error: null }),
    clearError: assign({ error: null }),
    keepBooking: assign({ booking: (_, params: { booking: CourtBooking }) => params.booking }),
    rememberError: assign({ error: (_, params: { error: unknown }) => messageOf(params.error) }),
    /** Leaves the flow (after paying, the page goes on to the activity; opened later, it closes). */
    finish: () => {},
  },
}).createMachine({
  id: 'splitPayment',
  initial: 'start',
  context: ({ input }) => ({
    booking: input.booking,
    friendIds: input.later?.friendIds.slice(0, SPLIT_MAX_FRIENDS) ?? [],
    error: null,
    later: input.later !== undefined,
  }),
  output: ({ context }) => context.booking,
  on: {
    'dialog.close': { target: '.confirmation', actions: 'reset' },
  },
  states: {
    start: {
      always: [{ guard: 'openedLater', target: 'split' }, { target: 'confirmation' }],
    },
    confirmation: {
      on: {
        'split.choose': { guard: 'notYetSplit', target: 'split' },
        'split.decline': 'bookingConfirmed',
      },
    },
    split: {
      on: {
        'friends.toggle': {
          guard: {
            type: 'canToggleFriend',
            params: ({ event }) => ({ friendId: event.friendId }),
          },
          actions: {
            type: 'toggleFriend',
            params: ({ event }) => ({ friendId: event.friendId }),
          },
        },
        'split.submit': {
          guard: 'hasChosenFriend',
          target: 'splitting',
          actions: 'clearError',
        },
      },
    },
    splitting: {
      // Closing now would lose the answer of a split that may already be made.
      on: { 'dialog.close': {} },
      invoke: {
        src: 'splitBooking',
        input: ({ context }) => ({ bookingId: context.booking.id, friendIds: context.friendIds }),
        onDone: {
          target: 'inviteSent',
          actions: { type: 'keepBooking', params: ({ event }) => ({ booking: event.output }) },
        },
        onError: {
          target: 'split',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    inviteSent: {
      on: {
        'invite.continue': [
          { guard: 'openedLater', target: 'invited' },
          { target: 'bookingConfirmed' },
        ],
      },
    },
    bookingConfirmed: {
      on: { 'summary.done': 'done' },
    },
    done: {
      type: 'final',
      entry: 'finish',
    },
    /** The end of a split opened later: the invitations are sent. */
    invited: {
      type: 'final',
      entry: 'finish',
    },
  },
});

export type SplitPaymentMachine = typeof splitPaymentMachine;
