import {
  courtBookingSchema,
  holdSchema,
  type CourtBooking,
  type CreateHold,
  type Hold,
  type PayBooking,
} from '@betterplay/contracts';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

const segment = encodeURIComponent;

/**
 * The hold this tab has on a court's day, kept for the session: after a reload the page takes it
 * up again instead of asking for a slot its own hold blocks.
 */
const MEMORY_PREFIX = 'betterplay:court-hold:';
const memoryKey = (courtId: string, date: string) => `${MEMORY_PREFIX}${courtId}:${date}`;
/** A remembered hold this close to its end is not worth taking up again. */
const RESUME_MARGIN_MS = 15_000;

/** A remembered hold with when this tab got it (Date.now()), to move its serverNow on by. */
const savedHoldSchema = holdSchema.extend({ savedAt: z.number() });

/**
 * The remembered hold as if the server answered now: its serverNow moved on by the time since
 * it was saved (measured on this device's clock, whose offset does not matter for a difference).
 */
function rememberedHold(courtId: string, date: string): Hold | null {
  try {
    const saved = window.sessionStorage.getItem(memoryKey(courtId, date));
    const parsed = savedHoldSchema.safeParse(saved === null ? null : JSON.parse(saved));
    if (!parsed.success) return null;
    const { savedAt, ...hold } = parsed.data;
    const serverNow = Date.parse(hold.serverNow) + Math.max(0, Date.now() - savedAt);
    return { ...hold, serverNow: new Date(serverNow).toISOString() };
  } catch {
    return null;
  }
}

function remember(hold: Hold) {
  try {
    const saved = { ...hold, savedAt: Date.now() };
    window.sessionStorage.setItem(memoryKey(hold.courtId, hold.date), JSON.stringify(saved));
  } catch {
    // Without session storage a reload simply holds again.
  }
}

function forget(holdId: string) {
  try {
    const storage = window.sessionStorage;
    for (let index = storage.length - 1; index >= 0; index -= 1) {
      const key = storage.key(index);
      if (!key?.startsWith(MEMORY_PREFIX)) continue;
      const saved = holdSchema.safeParse(JSON.parse(storage.getItem(key) ?? 'null'));
      if (!saved.success || saved.data.id === holdId) storage.removeItem(key);
    }
  } catch {
    // Nothing remembered.
  }
}

/** DELETE /user/court/holds/{id}: gives the court back before the hold runs out. */
export async function releaseHold(holdId: string): Promise<void> {
  forget(holdId);
  try {
    await apiRequest(`/user/court/holds/${segment(holdId)}`, {
      method: 'DELETE',
      schema: z.unknown(),
    });
  } catch (error) {
    // An empty success (204) is still a success.
    if (error instanceof ApiError && error.status >= 200 && error.status < 300) return;
    throw error;
  }
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
    else forget(remembered.id);
  }
  const { data } = await apiRequest('/user/court/holds', {
    method: 'POST',
    body: request,
    schema: holdSchema,
  });
  remember(data);
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
  forget(body.holdId);
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
