import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition.ts';
import type { NewNotificationRow } from '../notifications.schema.ts';
import { insertNotifications } from '../notifications-repository.ts';
import { pushNotifications } from '../push-notifications.ts';
import { toLocalDate } from '../../../local-time.ts';
import { findAttendeesBySocialIds } from '../../socials/social-places-repository.ts';
import { findRemindableSocials } from './jobs-repository.ts';
import { nextOccurrence } from '@betterplay/contracts';

/** Attendees hear about a social this long before it starts. */
export const REMINDER_LEAD_MS = 2 * 60 * 60 * 1000;

/**
 * Sends each attendee one 'reminder' per occurrence starting within the next two hours. The
 * dedupe key names the occurrence, so later sweeps (and retries) insert and push nothing again.
 */
export const remindAttendeesJob = defineJob({
  name: 'socials.remind',
  payload: z.object({}),
  everyMs: 60_000,
  async handler({ deps }) {
    const { db } = deps;
    const now = deps.clock.now();
    const windowEnd = new Date(now.getTime() + REMINDER_LEAD_MS);
    const candidates = await findRemindableSocials(db, {
      from: toLocalDate(now),
      to: toLocalDate(windowEnd),
    });
    const due = new Map<string, { organizerId: string; startsAt: Date }>();
    for (const social of candidates) {
      const startsAt = nextOccurrence(social, now);
      if (startsAt && startsAt <= windowEnd) {
        due.set(social.id, { organizerId: social.organizerId, startsAt });
      }
    }

    const rows: NewNotificationRow[] = [];
    const attendees = await findAttendeesBySocialIds(db, [...due.keys()]);
    for (const [socialId, occurrence] of due) {
      const startsAt = occurrence.startsAt.getTime();
      for (const { id: userId } of attendees.get(socialId) ?? []) {
        rows.push({
          userId,
          kind: 'reminder',
          socialId,
          actorId: occurrence.organizerId,
          dedupeKey: `reminder:${socialId}:${userId}:${occurrence.startsAt.toISOString()}`,
          // Kept at least until the start: were the expiry sweep to delete it inside the window,
          // the next sweep would send the same reminder again.
          expiresAt: new Date(Math.max(now.getTime() + deps.config.notificationTtlMs, startsAt)),
        });
      }
    }
    const inserted = await db.transaction(async (tx) => {
      const created = await insertNotifications(tx, rows);
      await pushNotifications(
        tx,
        created.map((row) => row.id),
      );
      return created;
    });
    return { socials: due.size, created: inserted.length };
  },
});
