import { and, eq, exists, gte, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { notifications } from '../notifications.schema.ts';
import { socialBookings, socials } from '../../socials/socials.schema.ts';

/** One statement, so what is reported deleted is exactly what was deleted. */
export async function deleteExpiredNotifications(db: Database, now: Date) {
  return db
    .delete(notifications)
    .where(lte(notifications.expiresAt, now))
    .returning({ id: notifications.id, userId: notifications.userId });
}

/**
 * Socials with attendees that may start between two local days: one-time socials dated in that
 * range, and recurring ones that have begun by its end. Which occurrence falls in the window is
 * decided in code (see social-schedule.ts in packages/contracts).
 */
export async function findRemindableSocials(db: Database, range: { from: string; to: string }) {
  return db
    .select({
      id: socials.id,
      organizerId: socials.organizerId,
      date: socials.date,
      time: socials.time,
      eventType: socials.eventType,
      recurrenceDay: socials.recurrenceDay,
    })
    .from(socials)
    .where(
      and(
        lte(socials.date, range.to),
        or(ne(socials.eventType, 'oneTime'), gte(socials.date, range.from)),
        exists(
          db
            .select({ id: socialBookings.id })
            .from(socialBookings)
            .where(eq(socialBookings.socialId, socials.id)),
        ),
      ),
    );
}
