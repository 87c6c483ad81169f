import {
  COURT_PAYMENT_METHOD_LABELS,
  FULL_REFUND_HOURS_BEFORE,
  formatCents,
  type Cancellation,
  type CourtBooking,
  type ExpectedRefund,
  type ShareStatus,
} from '@betterplay/contracts';
import type { Fact } from '@betterplay/ui';
import { formatDate, formatDollars, formatTime12h } from '../../lib/format.ts';

/** The words a court booking is shown with, in one place for the lists, dialogs and toasts. */

export function bookingTitle(booking: CourtBooking): string {
  return `${booking.court.name} at ${booking.stadium.name}`;
}

export function personName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

export function durationLabel(hours: number): string {
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** '$28' from 2800 cents: whole dollars without cents, as the product writes prices. */
export function priceText(cents: number): string {
  return formatDollars(cents / 100);
}

/** Where and when a court is held: the facts the confirmation page and its dialogs share. */
export function whereAndWhen({
  stadiumName,
  courtName,
  sport,
  date,
  time,
}: {
  stadiumName: string;
  courtName: string;
  sport: string;
  date: string;
  time: string;
}): Fact[] {
  return [
    { term: 'Stadium', value: stadiumName },
    { term: 'Court', value: `${courtName} · ${sport}` },
    { term: 'Date', value: formatDate(date) },
    { term: 'Time', value: formatTime12h(time) },
  ];
}

/** A paid booking's court, day, time and length, as its summaries list them. */
export function bookingFacts(booking: CourtBooking): Fact[] {
  return [
    { term: 'Court', value: `${booking.court.name}, ${booking.stadium.name}` },
    { term: 'Date', value: formatDate(booking.date) },
    { term: 'Time', value: formatTime12h(booking.time) },
    { term: 'Duration', value: durationLabel(booking.durationHours) },
  ];
}

export function whenLabel(booking: CourtBooking): string {
  return `${formatDate(booking.date)}, ${formatTime12h(booking.time)}`;
}

export function paymentMethodLabel(booking: CourtBooking): string {
  return COURT_PAYMENT_METHOD_LABELS[booking.paymentMethod];
}

export const SHARE_STATUS_LABELS: Record<ShareStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  declined: 'Declined',
  expired: 'Expired',
};

/** What friends have paid of their shares. */
export function paidSharesCents(booking: CourtBooking): number {
  return booking.shares
    .filter((share) => share.status === 'paid')
    .reduce((sum, share) => sum + share.amountCents, 0);
}

/** What the owner has paid, after friends' paid shares came back to them. */
export function ownerPaidCents(booking: CourtBooking): number {
  return booking.priceCents - booking.refundedCents;
}

/**
 * For a friend's paid share of a cancelled booking: whether it came back. A full refund gives the
 * owner back everything they paid, friends' shares included, so nothing stays charged.
 */
export function paidShareRefunded(booking: CourtBooking): boolean {
  return booking.status === 'cancelled' && booking.refundedCents >= booking.priceCents;
}

export const CANCEL_POLICY = `Cancelling ${FULL_REFUND_HOURS_BEFORE} hours or more before the start refunds everything, including friends' paid shares; later refunds nothing.`;

const HOUR_MS = 60 * 60 * 1000;

/**
 * What cancelling at `now` refunds: everything only while the server's list said so and the
 * booking's local date and time are still FULL_REFUND_HOURS_BEFORE or more away (a list loaded
 * long ago says nothing of the hours since). The server checks again when asked to cancel.
 */
export function refundOnCancel(booking: CourtBooking, now: number): ExpectedRefund {
  const startsAt = new Date(`${booking.date}T${booking.time}`).getTime();
  const farEnough = startsAt - now >= FULL_REFUND_HOURS_BEFORE * HOUR_MS;
  return booking.fullRefundIfCancelled && farEnough ? 'full' : 'none';
}

/** What cancelling this booking refunds (`refund`, as refundOnCancel says), in words. */
export function cancelOutcomeText(booking: CourtBooking, refund: ExpectedRefund): string {
  const mine = ownerPaidCents(booking);
  const friends = paidSharesCents(booking);
  if (refund === 'none') {
    const kept = friends > 0 ? " Your friends' paid shares are not refunded either." : '';
    return `It starts within ${FULL_REFUND_HOURS_BEFORE} hours, so there is no refund: the ${formatCents(mine)} you paid is not refunded.${kept}`;
  }
  if (friends === 0) return `You get a full refund of ${formatCents(mine)}.`;
  return `You get a full refund of ${formatCents(mine + friends)}, including friends' paid shares: ${formatCents(mine)} to you and ${formatCents(friends)} back to your friends.`;
}

/** The toast after a cancellation, from what the server says it refunded. */
export function cancellationText(cancellation: Cancellation): string {
  const { refundedCents, sharesRefundedCents } = cancellation;
  if (refundedCents === 0 && sharesRefundedCents === 0) {
    return `No refund: the booking starts within ${FULL_REFUND_HOURS_BEFORE} hours.`;
  }
  const friends =
    sharesRefundedCents > 0 ? ` and ${formatCents(sharesRefundedCents)} to your friends` : '';
  return `${formatCents(refundedCents)} refunded to you${friends}.`;
}
