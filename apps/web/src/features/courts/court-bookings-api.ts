import {
  cancellationSchema,
  courtBookingSchema,
  holdSchema,
  myCourtBookingsSchema,
  myHoldSchema,
  type Cancellation,
  type CourtBooking,
  type CreateHold,
  type ExpectedRefund,
  type Hold,
  type MyCourtBookings,
  type MyHold,
  type PayBooking,
} from '@betterplay/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, apiSend } from '../../lib/api-client.ts';
import { activityKeys } from '../activity/activity-api.ts';
import { courtKeys } from './courts-api.ts';
import { forgetHold, rememberHold, rememberedHold } from './hold-memory.ts';

/** Every court-booking call of the web app: holds, payments, splits and my bookings. */

const segment = encodeURIComponent;

/** A hold this tab remembers this close to its end is not worth taking up again. */
const RESUME_MARGIN_MS = 15_000;

export const courtBookingKeys = {
  /** Under the activity's keys, so whatever refreshes the activity refreshes these too. */
  mine: () => [...activityKeys.all, 'court-bookings'] as const,
  /** The player's unexpired holds. */
  holds: () => [...activityKeys.all, 'court-holds'] as const,
};

/** DELETE /user/court/holds/{id}: gives the court back before the hold runs out. */
export async function releaseHold(holdId: string): Promise<void> {
  forgetHold(holdId);
  await apiSend(`/user/court/holds/${segment(holdId)}`, { method: 'DELETE' });
}

/** GET /user/court/holds: my holds not yet expired, soonest expiry first. */
export function myHoldsQueryOptions() {
  return queryOptions({
    queryKey: courtBookingKeys.holds(),
    queryFn: async ({ signal }): Promise<MyHold[]> =>
      (await apiRequest('/user/court/holds', { schema: z.array(myHoldSchema), signal })).data,
  });
}

/**
 * After a hold is let go of: the availability lists this tab has cached and my holds are
 * reloaded, so going back to the sport's page shows the court free again (its pushed change may
 * have gone out before that page followed the court's day).
 */
export function refreshAfterRelease(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: courtKeys.availabilities() });
  void queryClient.invalidateQueries({ queryKey: courtBookingKeys.holds() });
}

/** Requests under way, so a screen started twice (React's strict mode) asks once. */
const placing = new Map<string, Promise<Hold>>();

async function requestHold(request: CreateHold): Promise<Hold> {
  const remembered = rememberedHold(request.courtId, request.date);
  if (remembered !== null) {
    const fresh =
      Date.parse(remembered.expiresAt) - Date.parse(remembered.serverNow) > RESUME_MARGIN_MS;
    const same =
      remembered.time === request.time && remembered.durationHours === request.durationHours;
    if (fresh && same) return remembered;
    // Another time or duration on the same day: this tab's old hold must not block it.
    if (fresh) await releaseHold(remembered.id).catch(() => undefined);
    else forgetHold(remembered.id);
  }
  const { data } = await apiRequest('/user/court/holds', {
    method: 'POST',
    body: request,
    schema: holdSchema,
  });
  rememberHold(data);
  return data;
}

/**
 * POST /user/court/holds: keeps the court for the player for ten minutes. A lost race answers
 * 409 COURT_UNAVAILABLE with the next free times in its details.
 */
export function placeHold(request: CreateHold): Promise<Hold> {
  const key = JSON.stringify(request);
  const underWay = placing.get(key);
  if (underWay) return underWay;
  const attempt = requestHold(request).finally(() => placing.delete(key));
  placing.set(key, attempt);
  return attempt;
}

/**
 * POST /user/court/bookings: pays for the hold. The same Idempotency-Key twice charges once, so
 * a payment tried again after no answer sends the key of its first try.
 */
export async function payForHold(
  payment: PayBooking & { idempotencyKey: string },
): Promise<CourtBooking> {
  const { idempotencyKey, ...body } = payment;
  const { data } = await apiRequest('/user/court/bookings', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: courtBookingSchema,
  });
  forgetHold(body.holdId);
  return data;
}

/** POST /user/court/bookings/{id}/split: invites friends to pay their shares. */
export async function splitCourtBooking(
  bookingId: string,
  friendIds: string[],
): Promise<CourtBooking> {
  const { data } = await apiRequest(`/user/court/bookings/${segment(bookingId)}/split`, {
    method: 'POST',
    body: { friendIds },
    schema: courtBookingSchema,
  });
  return data;
}

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
      // Sent after its Undo window, perhaps as the page closes.
      keepalive: true,
    })
  ).data;
}

/** My court bookings (upcoming, past) and the ones friends split with me. */
export function myCourtBookingsQueryOptions() {
  return queryOptions({
    queryKey: courtBookingKeys.mine(),
    queryFn: ({ signal }) => fetchMyCourtBookings(signal),
  });
}
