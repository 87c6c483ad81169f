import type { MyBooking, MyJoinRequest, Social, SocialPage } from '@betterplay/contracts';
import { screen, within } from '@testing-library/react';
import type { Mock } from 'vitest';
import { fakeApi, LOAD, ok, withPastFlag } from '../../test/app-test-kit.tsx';

/** Test data shaped like the API's answers. */
export function makeSocial(overrides: Partial<Social> = {}): Social {
  return withPastFlag({
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Friday Night Smash',
    description: 'Doubles for every level.',
    category: 'badminton',
    sport: 'Badminton',
    venue: 'MSAC',
    address: '1 Aughtie Dr, Albert Park',
    date: '2099-03-07',
    time: '18:00:00',
    eventType: 'oneTime',
    capacity: 10,
    price: 12.5,
    level: 'intermediate',
    recurrenceDay: null,
    recurrenceWeekday: null,
    attendees: 3,
    held: 0,
    waiting: 0,
    organizer: {
      id: '22222222-2222-4222-8222-222222222222',
      firstName: 'Olivia',
      lastName: 'Chen',
      avatar: 'avatar.png',
    },
    ...overrides,
  });
}

export function makePage(socials: Social[], total = socials.length, page = 1): SocialPage {
  return { data: socials, total, page, pageSize: 5 };
}

export function makeBooking(overrides: Partial<MyBooking> = {}): MyBooking {
  return {
    id: 'booking-1',
    bookingDate: '2099-02-01T09:00:00.000Z',
    pricePaid: 12.5,
    social: makeSocial(),
    attendees: [
      { id: 'u1', firstName: 'Alex', lastName: 'Morgan', avatar: '' },
      {
        id: 'u2',
        firstName: 'Sam',
        lastName: 'Lee',
        avatar: 'avatar.png',
      },
    ],
    ...overrides,
  };
}

export function makeJoinRequest(overrides: Partial<MyJoinRequest> = {}): MyJoinRequest {
  return {
    id: 'request-1',
    status: 'pending',
    message: 'Hi!',
    createdAt: '2099-02-02T09:00:00.000Z',
    social: makeSocial({ id: 'social-pending', name: 'Sunday Rally', date: '2099-01-05' }),
    ...overrides,
  };
}

/** Helpers of the socials list tests. */
const LIST_PATH = '/api/v1/cms/socials/badminton';

export function socialsNamed(prefix: string, count: number): Social[] {
  return Array.from({ length: count }, (_, index) =>
    makeSocial({ id: `${prefix}-${index + 1}`, name: `${prefix} ${index + 1}` }),
  );
}

/** The query strings of every list call, in order. */
export function listQueries(fetchMock: Mock): Array<Record<string, string>> {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === LIST_PATH)
    .map((url) => Object.fromEntries(url.searchParams));
}

/** A server with 12 socials (3 pages) that also answers searches and type filters. */
/** `answerAfter`: pages are answered once it settles (to see the loading state for sure). */
export function fakeSocialsServer(
  extra: Parameters<typeof fakeApi>[0] = {},
  answerAfter: Promise<void> = Promise.resolve(),
) {
  const all = socialsNamed('Social', 12);
  const api = fakeApi({
    'GET /cms/socials/badminton': async () => {
      const url = new URL(String(api.fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
      await answerAfter;
      const q = url.searchParams.get('q') ?? '';
      const page = Number(url.searchParams.get('page') ?? '1');
      const matching = all.filter((social) => social.name.includes(q));
      return ok(makePage(matching.slice((page - 1) * 5, page * 5), matching.length, page));
    },
    ...extra,
  });
  return api;
}

export function rowNames(): string[] {
  const table = screen.getByRole('table', { name: 'Badminton socials' });
  return within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

export const pagination = () => screen.getByRole('navigation', { name: 'Pagination' });
export const pageButton = (name: string) => within(pagination()).getByRole('button', { name });
/** The list's polite live region (the only status once the first page is there). */
export const liveRegion = () => screen.getByRole('status');

/** The list's first page, once its screen (a chunk of its own) has loaded. */
export async function firstPage() {
  return screen.findByRole('rowheader', { name: 'Social 1' }, LOAD);
}
