import { FULL_REFUND_HOURS_BEFORE, formatCents, type Share } from '@betterplay/contracts';
import { toast, type ToastOptions } from '@betterplay/ui';
import { AppLink } from '../../../lib/app-navigation.tsx';
import {
  bookingTitle,
  durationLabel,
  paidShareRefunded,
  personName,
  whenLabel,
} from '../court-booking-text.ts';
import { useLiveCourtBookings, type CourtBookingChange } from './use-live-court-bookings.ts';

/** To the invited friend; the link lands on the invitation, highlighted and focused. */
function invitationToast({ booking }: CourtBookingChange, share: Share): ToastOptions {
  return {
    title: `${personName(booking.owner)} invited you to split ${booking.court.name} at ${booking.stadium.name}`,
    description: (
      <>
        {whenLabel(booking)}, {durationLabel(booking.durationHours)}. Your share:{' '}
        {formatCents(share.amountCents)}.{' '}
        <AppLink
          to={`/activity?share=${encodeURIComponent(share.id)}`}
          className="font-medium underline underline-offset-2"
        >
          View invitation
        </AppLink>
      </>
    ),
  };
}

function inviteeToast(change: CourtBookingChange): ToastOptions | null {
  const { previous, booking, userId } = change;
  const mine = booking.shares.find((share) => share.user.id === userId);
  if (mine === undefined) return null;
  if (booking.status === 'cancelled') {
    if (previous?.status === 'cancelled' || mine.status === 'declined') return null;
    const refund =
      mine.status !== 'paid'
        ? ''
        : paidShareRefunded(booking)
          ? ` Your share of ${formatCents(mine.amountCents)} is refunded.`
          : ` Your share of ${formatCents(mine.amountCents)} is not refunded: it was cancelled within ${FULL_REFUND_HOURS_BEFORE} hours of the start.`;
    return {
      title: `${personName(booking.owner)} cancelled ${bookingTitle(booking)}`,
      description: `${whenLabel(booking)}.${refund}`,
    };
  }
  if (mine.status !== 'pending') return null;
  // A booking is split once, every share pending: a later change has one settled.
  const isNew =
    previous === undefined
      ? booking.shares.every((share) => share.status === 'pending')
      : !previous.shares.some((share) => share.id === mine.id);
  return isNew ? invitationToast(change, mine) : null;
}

const settled = (share: Share) => share.status === 'paid' || share.status === 'declined';

function ownerToast({ previous, booking }: CourtBookingChange): ToastOptions | null {
  if (booking.status !== 'paid') return null;
  const answered = booking.shares.filter((share) => {
    if (!settled(share)) return false;
    if (previous !== undefined) {
      return previous.shares.find((before) => before.id === share.id)?.status === 'pending';
    }
    // Unknown before: only the first answer after the split is sure to be this change.
    return booking.shares.every((other) => other === share || other.status === 'pending');
  });
  const [share] = answered;
  if (share === undefined) return null;
  const friend = personName(share.user);
  const where = `${bookingTitle(booking)}, ${whenLabel(booking)}`;
  return share.status === 'paid'
    ? {
        title: `${friend} paid their share`,
        description: `${formatCents(share.amountCents)} for ${where}`,
      }
    : { title: `${friend} declined their share`, description: where };
}

/**
 * Mounted once for the whole app: keeps my court bookings live, and tells me on any page when a
 * friend invites me to split a booking (or cancels one I share), and, as the owner, when a friend
 * pays or declines their share.
 */
export function CourtInvitationToasts() {
  useLiveCourtBookings((change) => {
    const options =
      change.booking.owner.id === change.userId ? ownerToast(change) : inviteeToast(change);
    if (options !== null) toast(options);
  });
  return null;
}
