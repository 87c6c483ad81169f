import type { CourtBooking, Share } from '@betterplay/contracts';

/** When the owner may split a booking, or invite a friend again, after paying for it. */

/** A share that still asks for or holds a friend's money. */
const isStanding = (share: Share) => share.status === 'pending' || share.status === 'paid';

const hasEnded = (share: Share) => share.status === 'declined' || share.status === 'expired';

/** Paid and not started at `now` (its local date and time): the server checks again. */
function openToInvitations(booking: CourtBooking, now: number): boolean {
  const startsAt = new Date(`${booking.date}T${booking.time}`).getTime();
  return booking.status === 'paid' && startsAt > now;
}

/** 'Split the cost': never split, or every friend declined. */
export function canSplitLater(booking: CourtBooking, now: number): boolean {
  return openToInvitations(booking, now) && !booking.shares.some(isStanding);
}

/** 'Invite again' next to a declined or expired share. */
export function canInviteAgain(booking: CourtBooking, share: Share, now: number): boolean {
  return openToInvitations(booking, now) && hasEnded(share);
}

/**
 * Beside shares still standing, the split dialog only invites again friends whose share ended,
 * each for what they were first asked: those shares. Null when it splits anew.
 */
export function sharesToInviteAgain(booking: CourtBooking): Share[] | null {
  return booking.shares.some(isStanding) ? booking.shares.filter(hasEnded) : null;
}
