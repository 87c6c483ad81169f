import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition.ts';
import { toLocalDate } from '../../../local-time.ts';
import { announceCourtDay } from '../court-rooms.ts';
import { expireHoldIfDue, findHoldStateById } from '../holds/holds-repository.ts';

/** Thrown when the job runs before its hold's time is up (a clock ahead): the runner retries. */
export class HoldNotYetDueError extends Error {
  override name = 'HoldNotYetDueError';
}

/**
 * Enqueued with each hold, due when it expires: a hold still held by then becomes 'expired' and
 * the pages showing its court's day are told the slot is free. A hold paid or released before
 * then is left as it is, and a second run changes nothing.
 */
export const releaseHoldJob = defineJob({
  name: 'courts.release-hold',
  payload: z.object({ holdId: z.uuid() }),
  async handler({ deps, payload }) {
    const now = deps.clock.now();
    const released = await deps.db.transaction(async (db) => {
      const expired = await expireHoldIfDue(db, payload.holdId, now);
      if (expired) {
        const day = { courtId: expired.courtId, date: toLocalDate(expired.startsAt) };
        await announceCourtDay(db, day, now);
      }
      return expired !== undefined;
    });
    if (released) return { released: 1 };
    const state = await findHoldStateById(deps.db, payload.holdId);
    if (state?.status === 'held') {
      throw new HoldNotYetDueError(
        `hold ${payload.holdId} expires at ${state.holdExpiresAt.toISOString()}, not yet`,
      );
    }
    return { released: 0 };
  },
});
