import { SOCIALS_LIST_REACH } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inDays, insertSocial, signUp } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { socials } from './socials.schema.ts';

/**
 * The list reads recurring and one-time socials as two index-ordered branches and counts no
 * further than SOCIALS_LIST_REACH: what a client sees of that.
 */
let t: TestApp;
const MANY = SOCIALS_LIST_REACH + 3;

beforeAll(async () => {
  t = await createTestApp();
  const organizer = await signUp(t.app, 'Olivia');
  // Tennis: more upcoming socials than the list reaches, and past one-time ones among them.
  await t.app.deps.db.insert(socials).values(
    Array.from({ length: MANY + 50 }, (_, index) => ({
      organizerId: organizer.id,
      name: `Tennis ${index}`,
      category: 'tennis',
      venue: 'Court House',
      date: index < 50 ? inDays(-1 - (index % 20)) : inDays(1 + (index % 300)),
      time: '18:00:00',
      eventType: 'oneTime' as const,
      capacity: 10,
      level: 'beginner' as const,
    })),
  );
  // Soccer: the two kinds interleaved by date, and a one-time social that took place.
  const soccer = [
    { name: 'Weekly since last week', date: inDays(-5), eventType: 'weekly' as const },
    { name: 'One-time, took place', date: inDays(-2), eventType: 'oneTime' as const },
    { name: 'One-time tomorrow', date: inDays(1), eventType: 'oneTime' as const },
    { name: 'Monthly from the day after', date: inDays(2), eventType: 'monthly' as const },
    { name: 'One-time in three days', date: inDays(3), eventType: 'oneTime' as const },
    { name: 'Weekly from next week', date: inDays(7), eventType: 'weekly' as const },
  ];
  for (const social of soccer) {
    await insertSocial(t.app.deps.db, organizer.id, {
      ...social,
      category: 'soccer',
      venue: 'Albert Park Lake',
    });
  }
});
afterAll(() => t.close());

const page = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const names = (data: { data: { name: string }[] }) => data.data.map((social) => social.name);

describe('the socials list beyond its reach', () => {
  it('reports a total above the reach as the reach, flagged as capped', async () => {
    const first = await page('/cms/socials/tennis');
    expect(first).toMatchObject({ total: SOCIALS_LIST_REACH, totalCapped: true, page: 1 });
    expect(first.data).toHaveLength(5);
    const small = await page('/cms/socials/soccer');
    expect(small).toMatchObject({ total: 5, totalCapped: false });
  });

  it('pages up to the reach and answers no socials beyond it', async () => {
    const last = await page(`/cms/socials/tennis?page=${SOCIALS_LIST_REACH / 100}&pageSize=100`);
    expect(last.data).toHaveLength(100);
    const beyond = await page(
      `/cms/socials/tennis?page=${SOCIALS_LIST_REACH / 100 + 1}&pageSize=100`,
    );
    expect(beyond).toMatchObject({ data: [], total: SOCIALS_LIST_REACH, totalCapped: true });
    // A page straddling the reach stops at it.
    const straddling = await page('/cms/socials/tennis?page=11&pageSize=95');
    expect(straddling.data).toHaveLength(SOCIALS_LIST_REACH - 10 * 95);
  });

  it('never lists a one-time social that took place, even far down the list', async () => {
    const last = await page(`/cms/socials/tennis?page=${SOCIALS_LIST_REACH / 100}&pageSize=100`);
    const today = inDays(0);
    expect(last.data.every((social: { date: string }) => social.date >= today)).toBe(true);
  });
});

describe('recurring and one-time socials in one list', () => {
  it('lists both kinds in date order, leaving out the one-time social that took place', async () => {
    const all = await page('/cms/socials/soccer?pageSize=10');
    expect(names(all)).toEqual([
      'Weekly since last week',
      'One-time tomorrow',
      'Monthly from the day after',
      'One-time in three days',
      'Weekly from next week',
    ]);
    expect(all.data.every((social: { isPast: boolean }) => social.isPast === false)).toBe(true);
  });

  it('pages across the two kinds without skipping or repeating one', async () => {
    const pages = [];
    for (const number of [1, 2, 3])
      pages.push(...names(await page(`/cms/socials/soccer?page=${number}&pageSize=2`)));
    expect(pages).toEqual(names(await page('/cms/socials/soccer?pageSize=10')));
  });

  it('filters each kind by type', async () => {
    expect(names(await page('/cms/socials/soccer?type=oneTime'))).toEqual([
      'One-time tomorrow',
      'One-time in three days',
    ]);
    expect(names(await page('/cms/socials/soccer?type=weekly'))).toEqual([
      'Weekly since last week',
      'Weekly from next week',
    ]);
  });

  it('finds socials by a substring of the venue, of either kind', async () => {
    const found = await page('/cms/socials/soccer?q=rt%20Park%20La&pageSize=10');
    expect(found.total).toBe(5);
    expect(await page('/cms/socials/soccer?q=Lake%20Albert')).toMatchObject({ total: 0 });
  });

  it('lists every sport together in the same order', async () => {
    const all = await page('/cms/socials?pageSize=100');
    expect(all).toMatchObject({ total: SOCIALS_LIST_REACH, totalCapped: true });
    expect(names(all)[0]).toBe('Weekly since last week');
  });
});
