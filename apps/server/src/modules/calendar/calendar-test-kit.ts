import ICAL from 'ical.js';
import { afterAll, beforeAll, expect } from 'vitest';
import { manualClock } from '../../clock.ts';
import { localDateTime } from '../../local-time.ts';
import { inDays, signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { saveTestCard } from '../payments/payments-test-kit.ts';
import { follow, insertOpenCourt } from '../courts/courts-test-kit.ts';

/** Olivia organises; Alex and Sam play (with saved cards, Alex following Sam); an open court. */
export type CalendarWorld = {
  t: TestApp;
  clock: ReturnType<typeof manualClock>;
  olivia: TestUser;
  alex: TestUser;
  sam: TestUser;
  courtId: string;
};

export function useCalendarWorld(): CalendarWorld {
  const world = {} as CalendarWorld;
  beforeAll(async () => {
    world.clock = manualClock(localDateTime(inDays(0), '10:00:00'));
    world.t = await createTestApp({ clock: world.clock });
    const app = world.t.app;
    [world.olivia, world.alex, world.sam] = await Promise.all([
      signUp(app, 'Olivia'),
      signUp(app, 'Alex'),
      signUp(app, 'Sam'),
    ]);
    await Promise.all([world.alex, world.sam].map((user) => saveTestCard(app, user.token)));
    ({ courtId: world.courtId } = await insertOpenCourt(app.deps.db));
    await follow(app.deps.db, world.alex.id, [world.sam.id]);
  });
  afterAll(() => world.t?.close());
  return world;
}

/** The person's feed address, as GET /user/calendar answers it. */
export async function feedUrlOf(world: CalendarWorld, user: TestUser): Promise<string> {
  const response = await world.t.app.inject({
    method: 'GET',
    url: '/api/v1/user/calendar',
    headers: user.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.url;
}

/** GET of a feed address on this app (its public host is not this one). */
export function fetchFeed(world: CalendarWorld, url: string, headers: Record<string, string> = {}) {
  const { pathname } = new URL(url);
  return world.t.app.inject({ method: 'GET', url: pathname, headers });
}

export type ParsedEvent = {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  location: string;
  url: string;
  start: Date;
  rrule: string | null;
  alarms: number;
};

/** The person's feed as a calendar app reads it (ical.js), by UID. */
export async function readFeed(world: CalendarWorld, user: TestUser) {
  const response = await fetchFeed(world, await feedUrlOf(world, user));
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  const events = new Map<string, ParsedEvent>();
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    const rrule = component.getFirstPropertyValue('rrule');
    events.set(event.uid, {
      uid: event.uid,
      sequence: event.sequence,
      status: String(component.getFirstPropertyValue('status')),
      summary: event.summary,
      location: event.location,
      url: String(component.getFirstPropertyValue('url')),
      start: event.startDate.toJSDate(),
      rrule: rrule ? String(rrule) : null,
      alarms: component.getAllSubcomponents('valarm').length,
    });
  }
  return { calendar, events, response };
}

export { courtBookingUid as courtUid, socialUid } from '@betterplay/contracts';
