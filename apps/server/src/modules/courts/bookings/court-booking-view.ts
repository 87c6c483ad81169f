import { rooms, type CourtBooking } from '@betterplay/contracts';
import type { Database } from '../../../db/client.ts';
import { outbox } from '../../../realtime/outbox.ts';
import { toCourtBooking } from './booking-dto.ts';
import { findViewById } from './bookings-repository.ts';
import { findViewsByBookingIds } from '../shares/shares-repository.ts';

/** One booking as its owner and invitees see it (read inside the caller's transaction). */
export async function findCourtBooking(
  db: Database,
  id: string,
  now: Date,
): Promise<CourtBooking | undefined> {
  const row = await findViewById(db, id);
  if (!row) return undefined;
  return toCourtBooking(row, await findViewsByBookingIds(db, [id]), now);
}

export async function readCourtBooking(db: Database, id: string, now: Date) {
  const booking = await findCourtBooking(db, id, now);
  if (!booking) throw new Error(`court booking ${id} could not be read back`);
  return booking;
}

/**
 * 'court-booking:changed' to the owner and everyone with a share, in the transaction of the
 * change (the outbox publishes it once committed).
 */
export async function announceBookingChanged(db: Database, booking: CourtBooking) {
  const people = [booking.owner.id, ...booking.shares.map((share) => share.user.id)];
  await outbox(db).to(people.map(rooms.user)).emit('court-booking:changed', { booking });
}
