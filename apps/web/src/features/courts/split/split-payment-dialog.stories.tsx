import { splitPaymentMachine, type SplitPaymentContext } from '@betterplay/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { friends, makeBooking, mia, noah, olivia, splitWith } from '../booking-fixtures.ts';
import { SplitPaymentDialog } from './split-payment-dialog.tsx';

const booking = makeBooking({ date: '2099-03-07' });

/** A real snapshot of the machine in `value` with `context`: the dialog shows whatever it is given. */
const at = (
  value: Parameters<typeof splitPaymentMachine.resolveState>[0]['value'],
  context: Partial<SplitPaymentContext> = {},
) =>
  splitPaymentMachine.resolveState({
    value,
    context: { booking, friendIds: [], error: null, later: false, ...context },
  });

const loaded = { data: friends, error: null, retry: fn() };

const meta = {
  title: 'Courts/SplitPaymentDialog',
  component: SplitPaymentDialog,
  tags: ['autodocs'],
  // A machine snapshot refers back to its machine: typed here, Storybook does not walk it to
  // infer a control (and warn of the cycle for every story).
  argTypes: { snapshot: { type: { name: 'other', value: 'machine snapshot' }, control: false } },
  args: {
    open: true,
    snapshot: at('confirmation'),
    send: fn(),
    friends: loaded,
    onClose: fn(),
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof SplitPaymentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `confirmation`: 'Booking confirmed', with the offer to split the cost or not. */
export const Confirmation: Story = {};

/** `split` before any friend is chosen: the split button is disabled. */
export const InviteFriends: Story = { args: { snapshot: at('split') } };

/** `split` with two friends chosen: three ways. */
export const FriendsChosen: Story = {
  args: { snapshot: at('split', { friendIds: [olivia.id, noah.id] }) },
};

/** `split` while the friends load. */
export const FriendsLoading: Story = {
  args: { snapshot: at('split'), friends: { data: undefined, error: null, retry: fn() } },
};

/** `split` for a player without friends yet. */
export const NoFriends: Story = {
  args: { snapshot: at('split'), friends: { data: [], error: null, retry: fn() } },
};

/** `split` after the split failed: the server's message, and the choice kept for another try. */
export const SplitFailed: Story = {
  args: {
    snapshot: at('split', {
      friendIds: [mia.id],
      error: 'You can split the cost only with your friends',
    }),
  },
};

/** `splitting`: the invitations are being sent; the dialog stays open until they are. */
export const Splitting: Story = {
  args: { snapshot: at('splitting', { friendIds: [olivia.id, noah.id] }) },
};

/** `inviteSent`: 'Invitation sent!' with 'Continue'. */
export const InvitationSent: Story = {
  args: {
    snapshot: at('inviteSent', {
      booking: splitWith(booking, [olivia, noah]),
      friendIds: [olivia.id, noah.id],
    }),
  },
};

/** `bookingConfirmed` after a split: the players are the player and the invited friends. */
export const BookingConfirmed: Story = {
  args: { snapshot: at('bookingConfirmed', { booking: splitWith(booking, [olivia, noah]) }) },
};

/** `bookingConfirmed` after 'No, thanks': the player alone. */
export const BookingConfirmedAlone: Story = {
  args: { snapshot: at('bookingConfirmed') },
};

/** Olivia declined her share of a three-way split; Noah's is still pending. */
const declinedBesidePending = (() => {
  const split = splitWith(booking, [olivia, noah]);
  return {
    ...split,
    shares: split.shares.map((share) =>
      share.user.id === olivia.id ? { ...share, status: 'declined' as const } : share,
    ),
  };
})();

/** Opened later from Activity ('Split the cost'): 'Invite friends' with no one chosen yet. */
export const SplitLater: Story = {
  args: { snapshot: at('split', { later: true }) },
};

/**
 * Opened later with 'Invite again' beside Olivia's declined share while Noah's is pending: only
 * friends whose share ended are listed, each for what they were first asked.
 */
export const InviteAgain: Story = {
  args: {
    snapshot: at('split', { booking: declinedBesidePending, friendIds: [olivia.id], later: true }),
  },
};

/** `invited`: the end of a split opened later, as the dialog closes. */
export const InvitedAgain: Story = {
  args: {
    snapshot: at('invited', {
      booking: {
        ...declinedBesidePending,
        shares: declinedBesidePending.shares.map((share) => ({ ...share, status: 'pending' })),
      },
      friendIds: [olivia.id],
      later: true,
    }),
  },
};
