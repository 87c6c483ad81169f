import type { CourtBooking } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { CourtBookingList } from './court-booking-card.tsx';
import { aCourtBooking, aSplitBooking } from './my-bookings-fixtures.ts';

function CancelAction({ booking }: { booking: CourtBooking }) {
  const [open, setOpen] = useState(false);
  if (booking.status !== 'paid') return null;
  return (
    <CancelBookingDialog
      booking={booking}
      refund={booking.fullRefundIfCancelled ? 'full' : 'none'}
      open={open}
      onOpenChange={setOpen}
      cancelling={false}
      error={null}
      onConfirm={() => setOpen(false)}
    />
  );
}

const meta = {
  title: 'Activity/CourtBookingCard',
  component: CourtBookingList,
  tags: ['autodocs'],
  args: {
    caption: 'Upcoming court bookings',
    bookings: [aCourtBooking()],
    renderActions: (booking) => <CancelAction booking={booking} />,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CourtBookingList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotSplit: Story = {};
export const SplitWaitingForFriends: Story = { args: { bookings: [aSplitBooking()] } };
export const SplitPaidAndDeclined: Story = {
  args: { bookings: [aSplitBooking('paid', 'declined')] },
};
export const SplitAllPaid: Story = { args: { bookings: [aSplitBooking('paid', 'paid')] } };
export const StartsWithin24Hours: Story = {
  args: { bookings: [aSplitBooking('paid', 'pending', { fullRefundIfCancelled: false })] },
};
export const PastWithExpiredShares: Story = {
  args: {
    caption: 'Past court bookings',
    bookings: [
      aSplitBooking('paid', 'expired', { date: '2020-03-08', fullRefundIfCancelled: false }),
    ],
    renderActions: undefined,
  },
};
export const CancelledWithRefund: Story = {
  args: { bookings: [aCourtBooking({ status: 'cancelled', refundedCents: 5200 })] },
};
export const CancelledWithoutRefund: Story = {
  args: {
    bookings: [
      aCourtBooking({ status: 'cancelled', refundedCents: 0, fullRefundIfCancelled: false }),
    ],
  },
};

/** A paid upcoming booking not split: 'Split the cost' opens the split dialog. */
export const SplitLater: Story = { args: { onSplit: fn() } };

/** Sam declined while Olivia's share is pending: 'Invite again' beside Sam's. */
export const InviteAgainBesidePending: Story = {
  args: { bookings: [aSplitBooking('pending', 'declined')], onSplit: fn() },
};

/** Every friend declined or let their share expire: 'Split the cost' and 'Invite again'. */
export const EveryFriendDeclined: Story = {
  args: { bookings: [aSplitBooking('declined', 'expired')], onSplit: fn() },
};
