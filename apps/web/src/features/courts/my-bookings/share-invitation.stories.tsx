import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { anInvitation, olivia } from './my-bookings-fixtures.ts';
import {
  ShareActions,
  ShareInvitationList,
  invitationsOf,
  type ShareActionBusy,
  type ShareActionError,
} from './share-invitation.tsx';

interface InvitationStoryProps {
  status: 'pending' | 'paid' | 'declined' | 'expired';
  bookingCancelled?: boolean;
  /** for a cancelled booking: refunded in full (24 hours or more ahead) */
  refunded?: boolean;
  busy?: ShareActionBusy;
  error?: ShareActionError | null;
  highlighted?: boolean;
}

/** One invitation to Olivia, in a given state, with its actions. */
function InvitationStory({
  status,
  bookingCancelled = false,
  refunded = false,
  busy = null,
  error = null,
  highlighted = false,
}: InvitationStoryProps) {
  const booking = anInvitation(
    status,
    bookingCancelled ? { status: 'cancelled', refundedCents: refunded ? 2800 : 1400 } : {},
  );
  const invitations = invitationsOf([booking], olivia.id);
  return (
    <ShareInvitationList
      invitations={invitations}
      highlightShareId={highlighted ? (invitations[0]?.share.id ?? null) : null}
      renderActions={(invitation) => (
        <ShareActions
          invitation={invitation}
          busy={busy}
          error={error}
          onPay={() => {}}
          onDecline={() => {}}
        />
      )}
    />
  );
}

const meta = {
  title: 'Activity/ShareInvitation',
  component: InvitationStory,
  tags: ['autodocs'],
  args: { status: 'pending' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof InvitationStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Highlighted: Story = { args: { highlighted: true } };
export const Paying: Story = { args: { busy: 'paying' } };
export const Declining: Story = { args: { busy: 'declining' } };
export const CardDeclined: Story = {
  args: { error: { message: 'Your card was declined.', needsCard: false } },
};
export const NoSavedCard: Story = {
  args: {
    error: { message: 'Add a payment card on your profile before paying', needsCard: true },
  },
};
export const Paid: Story = { args: { status: 'paid' } };
export const Declined: Story = { args: { status: 'declined' } };
export const Expired: Story = { args: { status: 'expired' } };
export const BookingCancelled: Story = { args: { bookingCancelled: true } };
export const CancelledShareRefunded: Story = {
  args: { status: 'paid', bookingCancelled: true, refunded: true },
};
export const CancelledShareNotRefunded: Story = {
  args: { status: 'paid', bookingCancelled: true },
};
