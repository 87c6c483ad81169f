import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition.ts';
import { lockById } from '../bookings/bookings-repository.ts';
import { announceBookingChanged, readCourtBooking } from '../bookings/court-booking-view.ts';
import { settleRefunds } from '../charges/settle-refunds.ts';
import { expirePending } from '../shares/shares-repository.ts';

/**
 * Queued by a split to run when the booking starts: the shares still pending expire, and the
 * owner and every invitee are told. Idempotent: a second run finds none pending. A run that
 * comes early (another process's clock) queues itself again for the start. It also settles
 * any refund of the booking still owed (a provider failure earlier), as a last chance.
 */
export const expireSharesJob = defineJob({
  name: 'courts.expire-shares',
  payload: z.object({ bookingId: z.uuid() }),
  async handler({ deps, payload }) {
    const now = deps.clock.now();
    const outcome = await deps.db.transaction(async (db) => {
      const booking = await lockById(db, payload.bookingId);
      if (!booking) return { expired: 0 };
      if (booking.startsAt > now)
        return { expired: 0, startsInMs: booking.startsAt.getTime() - now.getTime() };
      const expired = await expirePending(db, booking.id, now);
      if (expired > 0)
        await announceBookingChanged(db, await readCourtBooking(db, booking.id, now));
      return { expired };
    });
    if (outcome.startsInMs !== undefined) {
      // No dedupe key: this run still holds the split's.
      await expireSharesJob.enqueue(deps, payload, { delayMs: outcome.startsInMs });
      return { expired: 0, requeued: 1, refunds: 0 };
    }
    const { refunds } = await settleRefunds({ deps, bookingId: payload.bookingId });
    return { expired: outcome.expired, requeued: 0, refunds };
  },
});
