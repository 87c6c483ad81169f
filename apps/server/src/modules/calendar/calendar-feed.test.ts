import { describe, expect, it } from 'vitest';
import { inDays, insertSocial, type TestUser } from '../../test/factories.ts';
import { bookPaid, hoursFrom, split } from '../courts/courts-test-kit.ts';
import { givePlace } from '../waitlist/waitlist-test-kit.ts';
import {
  courtUid,
  feedUrlOf,
  fetchFeed,
  readFeed,
  socialUid,
  useCalendarWorld,
} from './calendar-test-kit.ts';

const w = useCalendarWorld();
const DAY_MS = 24 * 60 * 60 * 1000;
/** Each call books the court an hour later than the one before. */
let courtHour = 24;

const call = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  w.t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: user.auth,
    ...(payload ? { payload } : {}),
  });

/** Alex organises nothing, and is in each state a social or a court can put a player in. */
async function alexEverywhere() {
  const db = w.t.app.deps.db;
  const ladder = await insertSocial(db, w.olivia.id, {
    name: 'Tuesday Ladder',
    eventType: 'weekly',
    recurrenceDay: 2,
    date: inDays(1),
    time: '18:30:00',
  });
  const attended = await insertSocial(db, w.olivia.id, { name: 'Attended Rally', date: inDays(5) });
  await givePlace(w.t, w.alex, attended);
  const asked = await insertSocial(db, w.olivia.id, { name: 'Asked Rally', date: inDays(6) });
  const request = await call(w.alex, 'POST', '/user/social/booking/request', {
    socialId: asked,
    organizerId: w.olivia.id,
    message: 'Hi',
  });
  expect(request.statusCode).toBe(201);
  const full = await insertSocial(db, w.olivia.id, { name: 'Full Rally', capacity: 1 });
  await givePlace(w.t, w.sam, full);
  expect((await call(w.alex, 'POST', `/user/socials/${full}/waitlist`, {})).statusCode).toBe(201);
  const courtStart = hoursFrom(w.clock.now(), (courtHour += 1));
  const bookingId = await bookPaid(w.t.app, w.alex, {
    courtId: w.courtId,
    startsAt: courtStart,
    now: w.clock.now(),
    hours: 1,
  });
  expect((await split(w.t.app, w.alex, bookingId, [w.sam.id])).statusCode).toBe(201);
  return {
    ladder,
    attended,
    asked,
    requestId: request.json().data.id as string,
    full,
    bookingId,
    courtStart,
  };
}

describe('the calendar feed', () => {
  it('answers one secret address per person, the same each time, until it is reset', async () => {
    const first = await feedUrlOf(w, w.alex);
    expect(first).toMatch(/^http:\/\/localhost:3000\/api\/v1\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(await feedUrlOf(w, w.alex)).toBe(first);
    expect(await feedUrlOf(w, w.sam)).not.toBe(first);

    const rotated = await call(w.alex, 'POST', '/user/calendar/rotate');
    expect(rotated.statusCode).toBe(200);
    const second: string = rotated.json().data.url;
    expect(second).not.toBe(first);
    expect((await fetchFeed(w, first)).statusCode).toBe(404);
    expect((await fetchFeed(w, second)).statusCode).toBe(200);
    expect(await feedUrlOf(w, w.alex)).toBe(second);
  });

  it('answers 404 (never 500) to any address that is not a feed', async () => {
    const real = new URL(await feedUrlOf(w, w.alex)).pathname;
    const token = real.slice('/api/v1/calendar/'.length, -'.ics'.length);
    for (const path of [
      `/api/v1/calendar/${'A'.repeat(32)}.ics`,
      `/api/v1/calendar/${token}`,
      `/api/v1/calendar/${token}.ics.ics`,
      `/api/v1/calendar/${token.slice(0, 31)}.ics`,
      '/api/v1/calendar/%00.ics',
      `/api/v1/calendar/${'x'.repeat(99)}`,
    ]) {
      const response = await w.t.app.inject({ method: 'GET', url: path });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
    }
    const missing = await w.t.app.inject({
      method: 'GET',
      url: `/api/v1/calendar/${'B'.repeat(32)}.ics`,
    });
    expect(missing.json()).toMatchObject({ code: 'CALENDAR_NOT_FOUND' });
  });

  it('holds every kind of item with its status, place, link and a reminder 2 hours before', async () => {
    const made = await alexEverywhere();
    const { events, response } = await readFeed(w, w.alex);
    expect(response.body).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT15M');
    expect(response.body).toContain('X-PUBLISHED-TTL:PT15M');

    expect(events.get(socialUid(made.attended))).toMatchObject({
      status: 'CONFIRMED',
      summary: 'Attended Rally',
      location: 'MSAC, Aughtie Dr',
      url: `http://localhost:3000/sports/badminton/social?id=${made.attended}`,
      sequence: 0,
      alarms: 1,
    });
    expect(events.get(socialUid(made.asked))).toMatchObject({ status: 'TENTATIVE' });
    expect(events.get(socialUid(made.full))).toMatchObject({ status: 'TENTATIVE' });
    expect(events.get(courtUid(made.bookingId))).toMatchObject({
      status: 'CONFIRMED',
      summary: 'Badminton at MSAC, Court 1',
      location: 'MSAC, Aughtie Dr, Albert Park',
      start: made.courtStart,
    });
    // Not Alex's: Olivia's weekly social, as one event that repeats.
    expect(events.has(socialUid(made.ladder))).toBe(false);
    const olivia = await readFeed(w, w.olivia);
    expect(olivia.events.get(socialUid(made.ladder))).toMatchObject({
      status: 'CONFIRMED',
      summary: 'Tuesday Ladder',
    });
    expect(olivia.events.get(socialUid(made.ladder))?.rrule).toContain('FREQ=WEEKLY');
    expect(olivia.events.get(socialUid(made.ladder))?.rrule).toContain('BYDAY=TU');
    expect(olivia.events.get(socialUid(made.ladder))?.start.getDay()).toBe(2);

    const sam = await readFeed(w, w.sam);
    expect(sam.events.get(courtUid(made.bookingId))).toMatchObject({ status: 'TENTATIVE' });
    expect(sam.events.get(socialUid(made.full))).toMatchObject({ status: 'CONFIRMED' });
  });

  it('keeps each UID, raises its SEQUENCE and cancels it when a place is given up, a request rejected or a court cancelled', async () => {
    const made = await alexEverywhere();
    await readFeed(w, w.alex);
    await readFeed(w, w.sam);

    const gaveUp = await call(
      w.alex,
      'DELETE',
      `/user/socials/${made.attended}/place?expectRefund=full`,
    );
    expect(gaveUp.statusCode).toBe(200);
    expect(
      (await call(w.olivia, 'DELETE', `/organizer/social/request/${made.requestId}`)).statusCode,
    ).toBe(200);
    expect(
      (await call(w.alex, 'DELETE', `/user/court/bookings/${made.bookingId}`)).statusCode,
    ).toBe(200);

    const { events } = await readFeed(w, w.alex);
    for (const uid of [socialUid(made.attended), socialUid(made.asked), courtUid(made.bookingId)]) {
      expect(events.get(uid)).toMatchObject({ uid, status: 'CANCELLED', sequence: 1, alarms: 0 });
    }
    expect(events.get(socialUid(made.full))).toMatchObject({ status: 'TENTATIVE', sequence: 0 });
    expect((await readFeed(w, w.sam)).events.get(courtUid(made.bookingId))).toMatchObject({
      status: 'CANCELLED',
      sequence: 1,
    });

    // Read again, nothing changed: the same SEQUENCE.
    expect((await readFeed(w, w.alex)).events.get(socialUid(made.asked))?.sequence).toBe(1);
    // Cancelled items stay 30 days, then go.
    w.clock.advance(31 * DAY_MS);
    const later = await readFeed(w, w.alex);
    expect(later.events.has(socialUid(made.attended))).toBe(false);
    expect(later.events.has(courtUid(made.bookingId))).toBe(false);
  });

  it('answers 304 to a calendar app that has the current feed', async () => {
    const url = await feedUrlOf(w, w.alex);
    const first = await fetchFeed(w, url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    const again = await fetchFeed(w, url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await insertSocial(w.t.app.deps.db, w.alex.id, { name: 'Alex Organises', date: inDays(9) });
    const changed = await fetchFeed(w, url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers an unchanged feed the same again, and shows a change at once, in the same minute', async () => {
    await readFeed(w, w.alex);
    const settled = await readFeed(w, w.alex);
    const again = await readFeed(w, w.alex);
    expect(again.response.body).toBe(settled.response.body);
    expect(again.response.headers.etag).toBe(settled.response.headers.etag);

    // The clock has not moved: a new place must still show on the very next read.
    const joined = await insertSocial(w.t.app.deps.db, w.olivia.id, {
      name: 'Minute Rally',
      date: inDays(4),
    });
    await givePlace(w.t, w.alex, joined);
    const changed = await readFeed(w, w.alex);
    expect(changed.events.get(socialUid(joined))).toMatchObject({
      status: 'CONFIRMED',
      summary: 'Minute Rally',
      sequence: 0,
    });
    expect(changed.response.headers.etag).not.toBe(settled.response.headers.etag);
  });
});
