import type { Notification } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '@betterplay/contracts';
import { toLocalDate, toLocalTime, localDateTime } from '../../../local-time.ts';
import { recordOutbox } from '../../../realtime/outbox-recorder.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { jobDeps } from '../../../jobs/job-test-kit.ts';
import {
  allNotifications,
  book,
  countNotifications,
  HOUR_MS,
  inMs,
  insertSocialAt,
} from '../notifications-test-kit.ts';
import { remindAttendeesJob } from './remind-attendees.job.ts';

let testApp: TestApp;
let olivia: TestUser;
let alex: TestUser;
let jamie: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  olivia = await signUp(testApp.app, 'Olivia');
  alex = await signUp(testApp.app, 'Alex');
  jamie = await signUp(testApp.app, 'Jamie');
});

afterAll(async () => {
  await testApp?.close();
});

/** The start as stored: whole seconds of local wall-clock time. */
const asStored = (at: Date) => localDateTime(toLocalDate(at), toLocalTime(at));
const isoWeekday = (at: Date) => at.getDay() || 7;

describe('socials.remind', () => {
  it('reminds each attendee of a social starting within two hours, once', async () => {
    const { app } = testApp;
    const now = new Date();
    const startsAt = inMs(now, HOUR_MS);
    const soon = await insertSocialAt(app, { organizerId: olivia.id, startsAt });
    await book(app, soon, [alex.id, jamie.id]);
    const later = await insertSocialAt(app, {
      organizerId: olivia.id,
      startsAt: inMs(now, 3 * HOUR_MS),
    });
    await book(app, later, [alex.id]);
    const begun = await insertSocialAt(app, {
      organizerId: olivia.id,
      startsAt: inMs(now, -HOUR_MS),
    });
    await book(app, begun, [alex.id]);
    const outboxLog = await recordOutbox(app.deps.db);

    const summary = await remindAttendeesJob.handler({
      deps: jobDeps(app, now),
      payload: {},
    });

    expect(summary).toEqual({ socials: 1, created: 2 });
    const reminders = (await allNotifications(app)).filter((row) => row.socialId === soon);
    expect(reminders.map((row) => row.userId).sort()).toEqual([alex.id, jamie.id].sort());
    const occurrence = asStored(startsAt).toISOString();
    for (const reminder of reminders) {
      expect(reminder).toMatchObject({ kind: 'reminder', actorId: olivia.id });
      expect(reminder.dedupeKey).toBe(`reminder:${soon}:${reminder.userId}:${occurrence}`);
      expect(reminder.expiresAt.getTime()).toBe(now.getTime() + app.config.notificationTtlMs);
    }
    expect((await allNotifications(app)).some((row) => row.socialId !== soon)).toBe(false);

    // Pushed to each recipient as a bell entry naming the organiser and the social.
    const sent = await outboxLog.sent();
    expect(sent.map((event) => event.room).sort()).toEqual(
      [rooms.user(alex.id), rooms.user(jamie.id)].sort(),
    );
    for (const { event, payload } of sent) {
      expect(event).toBe('notification:created');
      expect(payload).toMatchObject({
        kind: 'reminder',
        socialId: soon,
        socialName: 'Evening Doubles',
        firstName: 'Olivia',
        organizerReadFlag: true,
      } satisfies Partial<Notification>);
    }

    // Later sweeps within the window change nothing and push nothing.
    const total = await countNotifications(app);
    const again = await remindAttendeesJob.handler({
      deps: jobDeps(app, inMs(now, 60_000)),
      payload: {},
    });
    expect(again).toEqual({ socials: 1, created: 0 });
    expect(await countNotifications(app)).toBe(total);
    expect(await outboxLog.sent()).toHaveLength(2);
  });

  it("reminds for a weekly social's occurrence on its weekday, not on other weekdays", async () => {
    const { app } = testApp;
    const now = new Date();
    const startsAt = inMs(now, HOUR_MS);
    // Started three weeks ago at this hour; only its recurrence day decides today's occurrence.
    const firstStart = new Date(
      startsAt.getFullYear(),
      startsAt.getMonth(),
      startsAt.getDate() - 21,
      startsAt.getHours(),
      startsAt.getMinutes(),
      startsAt.getSeconds(),
    );
    const thisWeekday = isoWeekday(startsAt);
    const weekly = await insertSocialAt(app, {
      organizerId: olivia.id,
      startsAt: firstStart,
      eventType: 'weekly',
      recurrenceDay: thisWeekday,
    });
    const otherDay = await insertSocialAt(app, {
      organizerId: olivia.id,
      startsAt: firstStart,
      eventType: 'weekly',
      recurrenceDay: (thisWeekday % 7) + 1,
    });
    await book(app, weekly, [jamie.id]);
    await book(app, otherDay, [jamie.id]);
    const outboxLog = await recordOutbox(app.deps.db);

    await remindAttendeesJob.handler({ deps: jobDeps(app, now), payload: {} });

    const reminders = (await allNotifications(app)).filter(
      (row) => row.socialId === weekly || row.socialId === otherDay,
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      socialId: weekly,
      userId: jamie.id,
      kind: 'reminder',
    });
    expect(reminders[0]?.dedupeKey).toBe(
      `reminder:${weekly}:${jamie.id}:${asStored(startsAt).toISOString()}`,
    );
    expect((await outboxLog.sent()).map((event) => event.room)).toEqual([rooms.user(jamie.id)]);
  });

  it('keeps a reminder at least until its social starts, even with a shorter NOTIFICATION_TTL', async () => {
    const shortLived = await createTestApp({ env: { NOTIFICATION_TTL: '10m' } });
    try {
      const { app } = shortLived;
      const now = new Date();
      const organiser = await signUp(app, 'Olivia');
      const player = await signUp(app, 'Alex');
      const startsAt = inMs(now, HOUR_MS);
      const socialId = await insertSocialAt(app, { organizerId: organiser.id, startsAt });
      await book(app, socialId, [player.id]);

      await remindAttendeesJob.handler({
        deps: jobDeps(app, now),
        payload: {},
      });

      const [reminder] = await allNotifications(app);
      // Were it deleted inside the window, the next sweep would remind again.
      expect(reminder?.expiresAt).toEqual(asStored(startsAt));
    } finally {
      await shortLived.close();
    }
  });
});
