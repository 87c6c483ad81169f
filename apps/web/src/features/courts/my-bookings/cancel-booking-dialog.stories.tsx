import type { Meta, StoryObj } from '@storybook/react-vite';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { aCourtBooking, aSplitBooking } from './my-bookings-fixtures.ts';

const meta = {
  title: 'Activity/CancelBookingDialog',
  component: CancelBookingDialog,
  tags: ['autodocs'],
  args: {
    booking: aCourtBooking(),
    refund: 'full',
    open: true,
    onOpenChange: () => {},
    cancelling: false,
    error: null,
    onConfirm: () => {},
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof CancelBookingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { args: { open: false } };
export const FullRefund: Story = {};
export const FullRefundWithFriendsShares: Story = {
  args: { booking: aSplitBooking('paid', 'pending') },
};
export const NoRefundWithin24Hours: Story = {
  args: {
    booking: aSplitBooking('paid', 'pending', { fullRefundIfCancelled: false }),
    refund: 'none',
  },
};
/** The dialog promised a full refund, the server's policy had changed: confirm again. */
export const RefundChanged: Story = {
  args: {
    booking: aSplitBooking('paid', 'pending', { fullRefundIfCancelled: false }),
    refund: 'none',
    error:
      'The refund for this booking has changed: it now starts within 24 hours, so cancelling refunds nothing. Please confirm again.',
  },
};
export const Cancelling: Story = { args: { cancelling: true } };
export const Failed: Story = { args: { error: 'This booking has already started' } };
