import type { Notification } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../realtime/realtime-test-support.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  allNotifications,
  book,
  countNotifications,
  HOUR_MS,
  inMs,
  insertSocialAt,
  jobDeps,
  recordingEmitter,
} from './job-test-support.ts';
import { localDateTime, toLocalDate, toLocalTime } from './next-occurrence.ts';
import { remindAttendeesJob } from './remind-attendees.job.ts';

let testApp: TestApp;
let olivia: { userId: string };
let alex: { userId: string };
let jamie: { userId: string };

beforeAll(async () => {
  testApp = await createTestApp();
  olivia = await registerUser(testApp.app, 'Olivia');
  alex = await registerUser(testApp.app, 'Alex');
  jamie = await registerUser(testApp.app, 'Jamie');
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
    const soon = await insertSocialAt(app, { organizerId: olivia.userId, startsAt });
    await book(app, soon, [alex.userId, jamie.userId]);
    const later = await insertSocialAt(app, {
      organizerId: olivia.userId,
      startsAt: inMs(now, 3 * HOUR_MS),
    });
    await book(app, later, [alex.userId]);
    const begun = await insertSocialAt(app, {
      organizerId: olivia.userId,
      startsAt: inMs(now, -HOUR_MS),
    });
    await book(app, begun, [alex.userId]);
    const { realtime, sent } = recordingEmitter();

    const summary = await remindAttendeesJob.handler({
      deps: jobDeps(app, realtime, now),
      payload: {},
    });

    expect(summary).toEqual({ socials: 1, created: 2 });
    const reminders = (await allNotifications(app)).filter((row) => row.socialId === soon);
    expect(reminders.map((row) => row.userId).sort()).toEqual([alex.userId, jamie.userId].sort());
    const occurrence = asStored(startsAt).toISOString();
    for (const reminder of reminders) {
      expect(reminder).toMatchObject({ kind: 'reminder', actorId: olivia.userId });
      expect(reminder.dedupeKey).toBe(`reminder:${soon}:${reminder.userId}:${occurrence}`);
      expect(reminder.expiresAt.getTime()).toBe(now.getTime() + app.config.notificationTtlMs);
    }
    expect((await allNotifications(app)).some((row) => row.socialId !== soon)).toBe(false);

    // Pushed to each recipient as a bell entry naming the organiser and the social.
    expect(sent.map((event) => event.userId).sort()).toEqual([alex.userId, jamie.userId].sort());
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
      deps: jobDeps(app, realtime, inMs(now, 60_000)),
      payload: {},
    });
    expect(again).toEqual({ socials: 1, created: 0 });
    expect(await countNotifications(app)).toBe(total);
    expect(sent).toHaveLength(2);
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
      organizerId: olivia.userId,
      startsAt: firstStart,
      eventType: 'weekly',
      recurrenceDay: thisWeekday,
    });
    const otherDay = await insertSocialAt(app, {
      organizerId: olivia.userId,
      startsAt: firstStart,
      eventType: 'weekly',
      recurrenceDay: (thisWeekday % 7) + 1,
    });
    await book(app, weekly, [jamie.userId]);
    await book(app, otherDay, [jamie.userId]);
    const { realtime, sent } = recordingEmitter();

    await remindAttendeesJob.handler({ deps: jobDeps(app, realtime, now), payload: {} });

    const reminders = (await allNotifications(app)).filter(
      (row) => row.socialId === weekly || row.socialId === otherDay,
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      socialId: weekly,
      userId: jamie.userId,
      kind: 'reminder',
    });
    expect(reminders[0]?.dedupeKey).toBe(
      `reminder:${weekly}:${jamie.userId}:${asStored(startsAt).toISOString()}`,
    );
    expect(sent.map((event) => event.userId)).toEqual([jamie.userId]);
  });

  it('keeps a reminder at least until its social starts, even with a shorter NOTIFICATION_TTL', async () => {
    const shortLived = await createTestApp({ env: { NOTIFICATION_TTL: '10m' } });
    try {
      const { app } = shortLived;
      const now = new Date();
      const organiser = await registerUser(app, 'Olivia');
      const player = await registerUser(app, 'Alex');
      const startsAt = inMs(now, HOUR_MS);
      const socialId = await insertSocialAt(app, { organizerId: organiser.userId, startsAt });
      await book(app, socialId, [player.userId]);

      await remindAttendeesJob.handler({
        deps: jobDeps(app, recordingEmitter().realtime, now),
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
