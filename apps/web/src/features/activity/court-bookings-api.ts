import {
  cancellationSchema,
  courtBookingSchema,
  myCourtBookingsSchema,
  type Cancellation,
  type CourtBooking,
  type ExpectedRefund,
  type MyCourtBookings,
} from '@betterplay/contracts';
import { apiRequest } from '../../lib/api-client.ts';

/** The player's own court bookings (upcoming, past) and the ones friends split with them. */
export async function fetchMyCourtBookings(signal?: AbortSignal): Promise<MyCourtBookings> {
  return (
    await apiRequest('/user/court/bookings', {
      schema: myCourtBookingsSchema,
      ...(signal ? { signal } : {}),
    })
  ).data;
}

/**
 * Cancels one of my bookings; the server applies the refund policy and says what it refunded.
 * `expectRefund` is what the dialog promised: if the server's policy now differs it cancels
 * nothing and answers 409 REFUND_POLICY_CHANGED.
 */
export async function cancelCourtBooking(
  bookingId: string,
  expectRefund: ExpectedRefund,
): Promise<Cancellation> {
  const query = new URLSearchParams({ expectRefund });
  return (
    await apiRequest(`/user/court/bookings/${encodeURIComponent(bookingId)}?${query}`, {
      method: 'DELETE',
      schema: cancellationSchema,
    })
  ).data;
}

/**
 * Pays my share with my default card. The same key on a retry charges at most once: the server
 * answers a repeated key with the first answer.
 */
export async function payCourtShare(
  shareId: string,
  idempotencyKey: string,
): Promise<CourtBooking> {
  return (
    await apiRequest(`/user/court/shares/${encodeURIComponent(shareId)}/pay`, {
      method: 'POST',
      schema: courtBookingSchema,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).data;
}

export async function declineCourtShare(shareId: string): Promise<CourtBooking> {
  return (
    await apiRequest(`/user/court/shares/${encodeURIComponent(shareId)}/decline`, {
      method: 'POST',
      schema: courtBookingSchema,
    })
  ).data;
}

/** A fresh key for one payment attempt (crypto.randomUUID exists only on secure origins). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
