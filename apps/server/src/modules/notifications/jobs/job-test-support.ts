import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JobDeps } from '../../../jobs/job-definition.ts';
import { notifications, socialBookings, socials } from '../../../db/schema/index.ts';
import type { RealtimeEmitter, ServerEventName } from '../../../realtime/realtime-types.ts';
import { toLocalDate, toLocalTime, type SocialSchedule } from './next-occurrence.ts';

export type SentEvent = { userId: string; event: ServerEventName; payload: unknown };

/** Stands in for app.realtime, so handler tests see exactly what would be pushed. */
export function recordingEmitter() {
  const sent: SentEvent[] = [];
  const realtime: RealtimeEmitter = {
    toUser(userId, event, payload) {
      sent.push({ userId, event, payload });
    },
    toSocialWatchers() {
      // Jobs push only to users.
    },
  };
  return { realtime, sent };
}

export function jobDeps(app: FastifyInstance, realtime: RealtimeEmitter, now: Date): JobDeps {
  return { db: app.db, config: app.config, log: app.log, realtime, now };
}

export const inMs = (now: Date, ms: number) => new Date(now.getTime() + ms);
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** A social whose first start is `startsAt`, written as the same local wall-clock time the job reads. */
export async function insertSocialAt(
  app: FastifyInstance,
  values: {
    organizerId: string;
    startsAt: Date;
    eventType?: SocialSchedule['eventType'];
    recurrenceDay?: number | null;
  },
) {
  const [row] = await app.db
    .insert(socials)
    .values({
      organizerId: values.organizerId,
      name: 'Evening Doubles',
      category: 'badminton',
      venue: 'MSAC',
      date: toLocalDate(values.startsAt),
      time: toLocalTime(values.startsAt),
      eventType: values.eventType ?? 'oneTime',
      recurrenceDay: values.recurrenceDay ?? null,
      recurrenceWeekday: values.eventType && values.eventType !== 'oneTime' ? true : null,
      capacity: 10,
      level: 'beginner',
    })
    .returning({ id: socials.id });
  if (!row) throw new Error('social was not inserted');
  return row.id;
}

export async function book(app: FastifyInstance, socialId: string, userIds: string[]) {
  await app.db.insert(socialBookings).values(userIds.map((userId) => ({ socialId, userId })));
}

export async function insertNotification(
  app: FastifyInstance,
  values: { userId: string; expiresAt: Date },
) {
  const [row] = await app.db
    .insert(notifications)
    .values({ ...values, kind: 'request-accepted' })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification was not inserted');
  return row.id;
}

export async function allNotifications(app: FastifyInstance) {
  return app.db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
      socialId: notifications.socialId,
      actorId: notifications.actorId,
      dedupeKey: notifications.dedupeKey,
      expiresAt: notifications.expiresAt,
    })
    .from(notifications);
}

export async function countNotifications(app: FastifyInstance) {
  const [row] = await app.db.select({ total: count() }).from(notifications);
  return row?.total ?? 0;
}
