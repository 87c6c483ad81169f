import type { ReleasedHold } from '@betterplay/contracts';
import type { Deps } from '../../../deps.ts';
import { appError } from '../../../errors.ts';
import { toLocalDate } from '../../../local-time.ts';
import { announceCourtDay } from '../court-rooms.ts';
import { findOwnHoldById, releaseOwnHold } from './holds-repository.ts';

/**
 * The player lets go of their hold before it expires (they change the duration or leave the
 * confirmation page), and pages showing the court's day see the slot free again. Releasing a
 * hold that has already expired or been released answers the same; a paid one is refused.
 * Another player's hold is not found.
 */
export async function releaseHold({
  deps,
  userId,
  holdId,
}: {
  deps: Deps;
  userId: string;
  holdId: string;
}): Promise<ReleasedHold> {
  const now = deps.clock.now();
  return deps.db.transaction(async (db) => {
    const released = await releaseOwnHold(db, { id: holdId, userId });
    if (released) {
      const day = { courtId: released.courtId, date: toLocalDate(released.startsAt) };
      await announceCourtDay(db, day, now);
      return { id: holdId };
    }
    const own = await findOwnHoldById(db, { id: holdId, userId });
    if (!own) throw appError('HOLD_NOT_FOUND');
    if (own.status === 'paid') throw appError('BOOKING_ALREADY_PAID');
    if (own.status === 'cancelled') throw appError('BOOKING_CANCELLED');
    return { id: holdId };
  });
}
