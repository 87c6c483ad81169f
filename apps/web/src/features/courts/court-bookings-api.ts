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

/** One of my own bookings by its id (a hold's id is its booking's), or null when not mine. */
export async function findMyCourtBooking(bookingId: string): Promise<CourtBooking | null> {
  const { upcoming, past } = await fetchMyCourtBookings();
  return [...upcoming, ...past].find((booking) => booking.id === bookingId) ?? null;
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
