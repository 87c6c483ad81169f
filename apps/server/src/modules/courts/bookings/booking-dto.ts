import {
  FULL_REFUND_HOURS_BEFORE,
  type CourtBooking,
  type CourtPaymentMethod,
  type Share,
  type ShareStatus,
} from '@betterplay/contracts';
import { toLocalDate, toLocalTime } from '../../../local-time.ts';

const HOUR_MS = 60 * 60 * 1000;

/** A booking as the bookings repository reads it, with its court, stadium and owner. */
export type BookingRow = {
  id: string;
  status: 'held' | 'paid' | 'cancelled' | 'expired';
  userId: string;
  startsAt: Date;
  endsAt: Date;
  priceCents: number;
  paymentMethod: CourtPaymentMethod | null;
  refundedCents: number;
  createdAt: Date;
  courtId: string;
  courtName: string;
  courtNumber: number;
  sport: string;
  stadiumId: string;
  stadiumName: string;
  stadiumAddress: string;
  ownerFirstName: string;
  ownerLastName: string;
  ownerAvatar: string;
};

/** A share as the shares repository reads it, with its invitee. */
export type ShareRow = {
  id: string;
  bookingId: string;
  userId: string;
  firstName: string;
  lastName: string;
  avatar: string;
  amountCents: number;
  status: ShareStatus;
};

/** 'Court N' unless the stadium named it otherwise. */
export const courtNameOf = (row: { courtName: string; courtNumber: number }) =>
  row.courtName || `Court ${row.courtNumber}`;

/** Whether cancelling at `now` refunds everything: FULL_REFUND_HOURS_BEFORE or more ahead. */
export const refundsInFull = (startsAt: Date, now: Date) =>
  startsAt.getTime() - now.getTime() >= FULL_REFUND_HOURS_BEFORE * HOUR_MS;

/** The booking's local start: the date and 'HH:MM' its page and messages show. */
export function localStartOf(startsAt: Date) {
  return { date: toLocalDate(startsAt), time: toLocalTime(startsAt).slice(0, 5) };
}

export const durationHoursOf = (row: { startsAt: Date; endsAt: Date }) =>
  Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / HOUR_MS);

/** Field by field: the same object goes to sockets, which no response schema strips. */
export function toCourtBooking(row: BookingRow, shares: ShareRow[], now: Date): CourtBooking {
  const status = row.status === 'cancelled' ? 'cancelled' : 'paid';
  return {
    id: row.id,
    status,
    stadium: { id: row.stadiumId, name: row.stadiumName, address: row.stadiumAddress },
    sport: row.sport,
    court: { id: row.courtId, name: courtNameOf(row), number: row.courtNumber },
    ...localStartOf(row.startsAt),
    durationHours: durationHoursOf(row),
    priceCents: row.priceCents,
    // Only paid (and later cancelled) bookings are shown, and paying sets the method.
    paymentMethod: row.paymentMethod ?? 'apple-pay',
    refundedCents: row.refundedCents,
    owner: {
      id: row.userId,
      firstName: row.ownerFirstName,
      lastName: row.ownerLastName,
      avatar: row.ownerAvatar,
    },
    shares: shares
      .filter((share) => share.bookingId === row.id)
      .map((share) => toShare(share, row.startsAt <= now)),
    fullRefundIfCancelled: status === 'paid' && refundsInFull(row.startsAt, now),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A share still pending once its booking started reads as expired: it can no longer be paid,
 * whether or not the expiry job has run yet (it runs at the start; seeded splits have none).
 */
function toShare(row: ShareRow, started: boolean): Share {
  return {
    id: row.id,
    bookingId: row.bookingId,
    user: { id: row.userId, firstName: row.firstName, lastName: row.lastName, avatar: row.avatar },
    amountCents: row.amountCents,
    status: started && row.status === 'pending' ? 'expired' : row.status,
  };
}
