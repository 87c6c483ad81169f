import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../../../clock.ts';
import { notifications } from '../notifications.schema.ts';
import { socialBookings } from '../../socials/socials.schema.ts';
import type { Deps } from '../../../deps.ts';
import { toLocalDate, toLocalTime } from '../../../local-time.ts';
import { insertSocial } from '../../../test/factories.ts';
import type { SocialSchedule } from './next-occurrence.ts';

/** The app's deps, with the clock stopped at `now`. */
export function jobDeps(app: FastifyInstance, now: Date): Deps {
  return { ...app.deps, clock: manualClock(now) };
}

export const inMs = (now: Date, ms: number) => new Date(now.getTime() + ms);
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** A social whose first start is `startsAt`, written as the same local wall-clock time the job reads. */
export function insertSocialAt(
  app: FastifyInstance,
  values: {
    organizerId: string;
    startsAt: Date;
    eventType?: SocialSchedule['eventType'];
    recurrenceDay?: number | null;
  },
) {
  const recurring = values.eventType !== undefined && values.eventType !== 'oneTime';
  return insertSocial(app.deps.db, values.organizerId, {
    name: 'Evening Doubles',
    date: toLocalDate(values.startsAt),
    time: toLocalTime(values.startsAt),
    eventType: values.eventType ?? 'oneTime',
    recurrenceDay: values.recurrenceDay ?? null,
    recurrenceWeekday: recurring ? true : null,
  });
}

export async function book(app: FastifyInstance, socialId: string, userIds: string[]) {
  await app.deps.db.insert(socialBookings).values(userIds.map((userId) => ({ socialId, userId })));
}

export async function insertNotification(
  app: FastifyInstance,
  values: { userId: string; expiresAt: Date },
) {
  const [row] = await app.deps.db
    .insert(notifications)
    .values({ ...values, kind: 'request-accepted' })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification was not inserted');
  return row.id;
}

export async function allNotifications(app: FastifyInstance) {
  return app.deps.db
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
  const [row] = await app.deps.db.select({ total: count() }).from(notifications);
  return row?.total ?? 0;
}
