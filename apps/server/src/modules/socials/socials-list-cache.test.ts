import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import { toLocalDate, toLocalTime } from '../../local-time.ts';
import { inDays, insertSocial, signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSocialsListCache, type CachedList } from './socials-list-cache.ts';

const HOUR = 3_600_000;
// Long, so that only the rule under test (a change, a start, the end of the hour) moves a list.
const clock = manualClock(new Date());
let t: TestApp;
let olivia: TestUser;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { SOCIALS_LIST_CACHE_MS: String(HOUR) } });
  olivia = await signUp(t.app, 'Olivia');
});
afterAll(() => t.close());

type Listed = { id: string; name: string; attendees: number };
const list = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json().data as { data: Listed[]; total: number };
};
const names = async (url: string) => (await list(url)).data.map((social) => social.name);
/** A social written behind the app's back: only an expired answer shows it. */
const insertQuietly = (values: Parameters<typeof insertSocial>[2]) =>
  insertSocial(t.app.deps.db, olivia.id, values);

describe('the public socials lists, kept in memory', () => {
  it('answers a repeated list from memory until its time is up', async () => {
    await insertQuietly({ category: 'tennis', name: 'First Serve' });
    expect(await names('/cms/socials/tennis?q=serve')).toEqual(['First Serve']);

    await insertQuietly({ category: 'tennis', name: 'Second Serve', date: inDays(4) });
    expect(await names('/cms/socials/tennis?q=serve')).toEqual(['First Serve']);
    // The search ignores case, and so does the cache: the same list.
    expect(await names('/cms/socials/tennis?q=%20SERVE')).toEqual(['First Serve']);
    // Another page size is another list, read now.
    expect(await names('/cms/socials/tennis?q=serve&pageSize=10')).toEqual([
      'First Serve',
      'Second Serve',
    ]);

    clock.advance(HOUR);
    expect(await names('/cms/socials/tennis?q=serve')).toEqual(['First Serve', 'Second Serve']);
  });

  it('lists a social created through the API at once, on every list', async () => {
    expect(await names('/cms/socials/basketball')).toEqual([]);
    const everySport = (await list('/cms/socials?pageSize=100')).total;

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/organizer/social',
      headers: olivia.auth,
      payload: {
        name: 'Court Rats',
        venue: 'MSAC',
        address: 'Aughtie Dr, Albert Park',
        description: 'Fast games',
        category: 'basketball',
        date: inDays(5),
        time: '19:30:00',
        capacity: 8,
        price: 10,
        level: 'intermediate',
        eventType: 'oneTime',
      },
    });
    expect(created.statusCode).toBe(201);

    expect(await names('/cms/socials/basketball')).toEqual(['Court Rats']);
    expect((await list('/cms/socials?pageSize=100')).total).toBe(everySport + 1);
  });

  it('shows the attendee count an accept changed at once', async () => {
    const socialId = await insertQuietly({ category: 'soccer', name: 'Dink Night' });
    const attendees = async () => (await list('/cms/socials/soccer')).data[0]?.attendees;
    expect(await attendees()).toBe(0);

    const alex = await signUp(t.app, 'Alex');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/social/booking/request',
      headers: alex.auth,
      payload: { socialId, organizerId: olivia.id, message: 'Can I play?' },
    });
    expect(asked.statusCode).toBe(201);
    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/organizer/social/request/${asked.json().data.id}`,
      headers: olivia.auth,
    });
    expect(accepted.statusCode).toBe(200);

    expect(await attendees()).toBe(1);
  });

  it('drops a one-time social from a kept list once it starts', async () => {
    const startsAt = new Date(clock.now().getTime() + 30 * 60_000);
    await insertQuietly({
      category: 'badminton',
      name: 'Sunset Spike',
      date: toLocalDate(startsAt),
      time: toLocalTime(startsAt),
    });
    expect(await names('/cms/socials/badminton')).toEqual(['Sunset Spike']);

    clock.advance(31 * 60_000);
    expect(await names('/cms/socials/badminton')).toEqual([]);
  });
});

describe('createSocialsListCache', () => {
  const answerLater = () => {
    let settle: (list: CachedList) => void = () => {};
    const loaded = new Promise<CachedList>((resolve) => (settle = resolve));
    return { loaded, settle };
  };

  it('shares one load among concurrent misses for a list', async () => {
    const cache = createSocialsListCache({ clock: manualClock(), ttlMs: 1000 });
    const pending = answerLater();
    let loads = 0;
    const load = () => {
      loads += 1;
      return pending.loaded;
    };
    const answers = Promise.all([cache.answer('a', load), cache.answer('a', load)]);
    pending.settle({ json: '{"n":1}', validUntil: Number.POSITIVE_INFINITY });
    expect(await answers).toEqual(['{"n":1}', '{"n":1}']);
    expect(loads).toBe(1);
  });

  it('asks again after a failed load, and after a change even while a load is pending', async () => {
    const cache = createSocialsListCache({ clock: manualClock(), ttlMs: 1000 });
    await expect(cache.answer('a', () => Promise.reject(new Error('down')))).rejects.toThrow();
    const first = answerLater();
    const before = cache.answer('a', () => first.loaded);
    cache.changed();
    const after = cache.answer('a', async () => ({ json: 'new', validUntil: Infinity }));
    first.settle({ json: 'old', validUntil: Infinity });
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.answer('a', async () => ({ json: 'newer', validUntil: Infinity }))).toBe(
      'new',
    );
  });

  it('reads a list in demand again in the second half of its time, answering from memory meanwhile', async () => {
    const clock = manualClock();
    const cache = createSocialsListCache({ clock, ttlMs: 1000 });
    let loads = 0;
    const refreshed = answerLater();
    const load = () => {
      loads += 1;
      return loads === 1
        ? Promise.resolve({ json: 'first', validUntil: Infinity })
        : refreshed.loaded;
    };
    expect(await cache.answer('a', load)).toBe('first');
    clock.advance(400);
    expect(await cache.answer('a', load)).toBe('first');
    expect(loads).toBe(1);

    clock.advance(200);
    expect(await cache.answer('a', load)).toBe('first');
    expect(await cache.answer('a', load)).toBe('first');
    expect(loads).toBe(2);
    refreshed.settle({ json: 'second', validUntil: Infinity });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.answer('a', load)).toBe('second');
    expect(loads).toBe(2);
  });

  it('keeps the 500 lists asked most recently', async () => {
    const cache = createSocialsListCache({ clock: manualClock(), ttlMs: 1000 });
    const loadsOf = new Map<string, number>();
    const ask = (key: string) =>
      cache.answer(key, async () => {
        loadsOf.set(key, (loadsOf.get(key) ?? 0) + 1);
        return { json: key, validUntil: Infinity };
      });
    for (let index = 0; index <= 500; index++) await ask(`list ${index}`);
    await ask('list 1');
    await ask('list 0');
    expect(loadsOf.get('list 1')).toBe(1);
    expect(loadsOf.get('list 0')).toBe(2);
  });

  it('loads every time when its time to live is 0', async () => {
    const cache = createSocialsListCache({ clock: manualClock(), ttlMs: 0 });
    let loads = 0;
    const load = async () => ({ json: String((loads += 1)), validUntil: Infinity });
    expect([await cache.answer('a', load), await cache.answer('a', load)]).toEqual(['1', '2']);
  });
});
