import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition.ts';
import { findCourtBooking } from '../../courts/bookings/court-booking-view.ts';
import { findPaidStartingBetween } from '../../courts/bookings/bookings-repository.ts';
import { REMINDER_LEAD_MS } from '../../notifications/jobs/remind-attendees.job.ts';
import { insertDeliveries } from '../deliveries-repository.ts';
import type { MailIntent } from '../mail/mails-from-events.ts';

/** Bookings looked at per run; a court starts at most once an hour, so this is plenty. */
const BOOKINGS_PER_RUN = 500;

/**
 * The mail 2 hours before a court: to its owner and everyone who paid a share, once per booking
 * (keyed by it), as the socials' reminders are. A court's reminder has no bell entry, so it is
 * made here rather than from an event; the sender checks the person's choice as for every mail.
 */
export const remindCourtPlayersJob = defineJob({
  name: 'delivery.remind-court-players',
  payload: z.object({}),
  everyMs: 60_000,
  async handler({ deps }) {
    const now = deps.clock.now();
    const ids = await findPaidStartingBetween(deps.db, {
      from: now,
      to: new Date(now.getTime() + REMINDER_LEAD_MS),
      limit: BOOKINGS_PER_RUN,
    });
    const intents: MailIntent[] = [];
    for (const id of ids) {
      const booking = await findCourtBooking(deps.db, id, now);
      if (!booking) continue;
      const players = [
        booking.owner.id,
        ...booking.shares.filter((share) => share.status === 'paid').map((share) => share.user.id),
      ];
      for (const recipientId of players) {
        intents.push({
          dedupeKey: `court-reminder:${booking.id}`,
          recipientId,
          kind: 'reminder',
          content: { kind: 'reminder', booking },
        });
      }
    }
    return { reminded: await insertDeliveries(deps.db, intents, now) };
  },
});
