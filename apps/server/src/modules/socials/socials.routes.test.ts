import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import { inDays, insertSocial, signUp } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let socialIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  const organizer = await signUp(t.app, 'Olivia');
  socialIds = [];
  for (let index = 0; index < 12; index++) {
    socialIds.push(
      await insertSocial(t.app.deps.db, organizer.id, {
        name: `Rally ${String(index).padStart(2, '0')}`,
        venue: index % 2 ? 'Albert Park' : 'MSAC',
        date: inDays(index < 2 ? index - 3 : index + 1),
        eventType: index % 3 === 0 ? 'weekly' : 'oneTime',
        recurrenceDay: index % 3 === 0 ? 3 : null,
        recurrenceWeekday: index % 3 === 0 ? true : null,
      }),
    );
  }
  await insertSocial(t.app.deps.db, organizer.id, { name: 'Hoops', category: 'basketball' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

describe('GET /cms/socials/{category}', () => {
  it('answers the second page of five and the total', async () => {
    const response = await get('/cms/socials/badminton?page=2&pageSize=5');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ total: 11, page: 2, pageSize: 5 });
    expect(data.data).toHaveLength(5);
    expect(data.data.every((social: { category: string }) => social.category === 'badminton')).toBe(
      true,
    );
  });

  it('pages of five by default and never repeats a social across pages', async () => {
    const seen = new Set<string>();
    for (const page of [1, 2, 3]) {
      const { data } = (await get(`/cms/socials/badminton?page=${page}`)).json();
      for (const social of data.data) seen.add(social.id);
      expect(data.pageSize).toBe(5);
    }
    expect(seen.size).toBe(11);
  });

  it('lists the socials still to come, soonest first, leaving out those that took place', async () => {
    const { data } = (await get('/cms/socials/badminton?pageSize=12')).json();
    const names = data.data.map((social: { name: string }) => social.name);
    // Rally 00 and 01 started three and two days ago: 00 is weekly, so it goes on; 01 took place.
    expect(names).not.toContain('Rally 01');
    expect(names.slice(0, 3)).toEqual(['Rally 00', 'Rally 02', 'Rally 03']);
    expect(data.data[0]).toMatchObject({
      sport: 'Badminton',
      price: 0,
      attendees: 0,
      capacity: 10,
    });
    expect(data.data[0].organizer).toMatchObject({ firstName: 'Olivia', avatar: '' });
  });

  it('searches by name or venue, case-insensitively, and filters by type', async () => {
    const byVenue = (await get('/cms/socials/badminton?q=albert&pageSize=20')).json().data;
    expect(byVenue.total).toBe(5);
    const byName = (await get('/cms/socials/badminton?q=RALLY%2007')).json().data;
    expect(byName.data.map((social: { name: string }) => social.name)).toEqual(['Rally 07']);
    const weekly = (await get('/cms/socials/badminton?type=weekly&pageSize=20')).json().data;
    expect(weekly.total).toBe(4);
    const wildcard = (await get('/cms/socials/badminton?q=%25')).json().data;
    expect(wildcard.total).toBe(0);
  });

  it('answers an empty page past the end with the total', async () => {
    const { data } = (await get('/cms/socials/badminton?page=9')).json();
    expect(data).toMatchObject({ total: 11, data: [] });
  });

  it.each([
    ['/cms/socials/badminton?page=0', 'page must be at least 1'],
    ['/cms/socials/badminton?pageSize=1000', 'pageSize must be between 1 and 100'],
    ['/cms/socials/badminton?type=yearly', 'type must be one of: all, oneTime, weekly, monthly'],
    ['/cms/socials/badminton?page=abc', 'page must be a number'],
  ])('answers 400 for %s', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 404 for a sport without socials', async () => {
    const response = await get('/cms/socials/curling');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toContain('badminton');
  });

  it('lists every sport under /cms/socials', async () => {
    const { data } = (await get('/cms/socials?pageSize=100')).json();
    expect(data.total).toBe(12);
  });
});

describe('GET /cms/social/{id}', () => {
  it('answers one social, so a detail page survives a reload', async () => {
    const response = await get(`/cms/social/${socialIds[4]}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: socialIds[4],
      name: 'Rally 04',
      time: '18:00:00',
    });
  });

  it('answers a social that took place too, marked past', async () => {
    const response = await get(`/cms/social/${socialIds[1]}`);
    expect(response.json().data).toMatchObject({ name: 'Rally 01', isPast: true });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/cms/social/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/cms/social/not-an-id')).statusCode).toBe(400);
  });
});

describe("the app's clock decides what is past", () => {
  it('hides a social from lists and refuses requests to join once the clock passes its start', async () => {
    const clock = manualClock(new Date());
    const app = await createTestApp({ clock });
    try {
      const olivia = await signUp(app.app, 'Olivia');
      const alex = await signUp(app.app, 'Alex');
      const socialId = await insertSocial(app.app.deps.db, olivia.id, { date: inDays(1) });
      const listed = async () =>
        (await app.app.inject({ method: 'GET', url: '/api/v1/cms/socials/badminton' })).json().data
          .total;
      expect(await listed()).toBe(1);

      clock.advance(3 * 86_400_000);

      expect(await listed()).toBe(0);
      const asked = await app.app.inject({
        method: 'POST',
        url: '/api/v1/user/social/booking/request',
        headers: alex.auth,
        payload: { socialId, organizerId: olivia.id },
      });
      expect(asked.statusCode).toBe(400);
      expect(asked.json()).toMatchObject({ code: 'SOCIAL_PAST' });
    } finally {
      await app.close();
    }
  });
});
