import type { Social } from '@betterplay/contracts';
import { screen, within } from '@testing-library/react';
import type { Mock } from 'vitest';
import { fakeApi, type FakeResponse } from '../../test/fake-api.ts';
import { makePage, makeSocial, ok } from './social-fixtures.ts';

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
export function fakeSocialsServer(extra: Record<string, FakeResponse> = {}) {
  const all = socialsNamed('Social', 12);
  const api = fakeApi({
    'GET /cms/socials/badminton': () => {
      const url = new URL(String(api.fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
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

export async function firstPage() {
  return screen.findByRole('rowheader', { name: 'Social 1' });
}
