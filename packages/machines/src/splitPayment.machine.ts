import { messageOf, SPLIT_MAX_FRIENDS, type CourtBooking } from '@betterplay/contracts';
import { assign, fromPromise, setup } from 'xstate';

export interface SplitRequest {
  bookingId: string;
  friendIds: string[];
}

export interface SplitPaymentInput {
  booking: CourtBooking;
}

export interface SplitPaymentContext {
  /** the paid booking; after a split, with its shares */
  booking: CourtBooking;
  /** the friends chosen on the 'Invite friends' step, in the order chosen */
  friendIds: string[];
  /** why the last split failed */
  error: string | null;
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
 * confirmation step. The split call is an injected actor.
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
    /** A booking is split once: after the invitations, 'split the cost' is no longer offered. */
    notYetSplit: ({ context }) => context.booking.shares.length === 0,
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
    /** Leaves the flow (the page goes on to the player's activity). */
    finish: () => {},
  },
}).createMachine({
  id: 'splitPayment',
  initial: 'confirmation',
  context: ({ input }) => ({ booking: input.booking, friendIds: [], error: null }),
  output: ({ context }) => context.booking,
  on: {
    'dialog.close': { target: '.confirmation', actions: 'reset' },
  },
  states: {
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
      on: { 'invite.continue': 'bookingConfirmed' },
    },
    bookingConfirmed: {
      on: { 'summary.done': 'done' },
    },
    done: {
      type: 'final',
      entry: 'finish',
    },
  },
});

export type SplitPaymentMachine = typeof splitPaymentMachine;
