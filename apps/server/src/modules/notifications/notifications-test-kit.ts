import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordRuns } from '../../jobs/job-test-kit.ts';
import { connect, nextEvent } from '../../realtime/realtime-test-kit.ts';
import { expireNotificationsJob } from './jobs/expire-notifications.job.ts';
import { notifications } from './notifications.schema.ts';
import { socialBookings } from '../socials/socials.schema.ts';
import { toLocalDate, toLocalTime } from '../../local-time.ts';
import { insertSocial, signUp } from '../../test/factories.ts';
import type { SocialSchedule } from '@betterplay/contracts';

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

/**
 * Queues an expiry sweep through whichever runner the app has, with Sam's socket open, and
 * answers what the run reported, what the socket heard and whether the expired row is gone.
 */
export async function expireThroughJobs(app: FastifyInstance, url: string) {
  const sam = await signUp(app, 'Sam');
  const expired = await insertNotification(app, {
    userId: sam.id,
    expiresAt: inMs(new Date(), -1000),
  });
  const socket = await connect(url, { token: sam.token });
  const pushed = nextEvent(socket, 'notification:expired');
  const runs = recordRuns(app.jobs.events);

  const id = await expireNotificationsJob.enqueue(app.deps, {});

  const run = await runs.until((report) => report.id === id);
  const rowGone = !(await allNotifications(app)).some((row) => row.id === expired);
  return { run, pushed: await pushed, expired, rowGone };
}
