import type { Social } from '@betterplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Mock } from 'vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeSockets } from '../../lib/realtime/fake-socket.ts';
import { fakeApi, type FakeResponse } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { EMPTY_LIST_TEXT } from './social-list.tsx';
import { clearSelectedSocial } from './selected-social.ts';
import { makePage, makeSocial, ok } from './social-fixtures.ts';

afterEach(clearSelectedSocial);

const LIST_PATH = '/api/v1/cms/socials/badminton';

function socialsNamed(prefix: string, count: number, from = 1): Social[] {
  return Array.from({ length: count }, (_, index) =>
    makeSocial({ id: `${prefix}-${from + index}`, name: `${prefix} ${from + index}` }),
  );
}

/** The query strings of every list call, in order. */
function listQueries(fetchMock: Mock): Array<Record<string, string>> {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === LIST_PATH)
    .map((url) => Object.fromEntries(url.searchParams));
}

/** A server with 12 socials (3 pages) that also answers searches and type filters. */
function fakeSocialsServer(extra: Record<string, FakeResponse> = {}) {
  const all = socialsNamed('Social', 12);
  const api = fakeApi({
    'GET /cms/socials/badminton': () => {
      const call = api.fetchMock.mock.calls.at(-1);
      const url = new URL(String(call?.[0]), 'http://localhost');
      const q = url.searchParams.get('q') ?? '';
      const page = Number(url.searchParams.get('page') ?? '1');
      if (q === 'nothing') return ok(makePage([], 0));
      const matching = q ? all.filter((social) => social.name.includes(q)) : all;
      return ok(makePage(matching.slice((page - 1) * 5, page * 5), matching.length, page));
    },
    ...extra,
  });
  return api;
}

function rowNames(): string[] {
  const table = screen.getByRole('table', { name: 'Badminton socials' });
  return within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

describe('sport socials list', () => {
  it('shows the heading, the back link and the first page as a table', async () => {
    const { fetchMock } = fakeSocialsServer();
    renderApp('/sports/badminton');

    expect(screen.getByRole('heading', { level: 1, name: 'Badminton Socials' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Sports' })).toHaveAttribute('href', '/sports');
    expect(screen.getByRole('status')).toHaveTextContent('Loading socials...');

    await screen.findByRole('rowheader', { name: 'Social 1' });
    expect(rowNames()).toEqual(['Social 1', 'Social 2', 'Social 3', 'Social 4', 'Social 5']);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Social Name',
      'Venue',
      'Time',
      'Start Date',
      'Type',
      'Attendees/Capacity',
    ]);
    const row = screen.getByRole('row', { name: /Social 1/ });
    expect(within(row).getByText('6:00 PM')).toBeVisible();
    expect(within(row).getByText('7 Mar 2099')).toBeVisible();
    expect(within(row).getByText('One Time')).toBeVisible();
    expect(within(row).getByText('3/10 players')).toBeVisible();
    expect(listQueries(fetchMock)).toEqual([{ q: '', type: 'all', page: '1', pageSize: '5' }]);
  });

  it('pages with Previous, the page numbers and Next', async () => {
    const { fetchMock } = fakeSocialsServer();
    const { user } = renderApp('/sports/badminton');
    await screen.findByRole('rowheader', { name: 'Social 1' });

    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    const buttons = within(pagination)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Previous', '1', '2', '3', 'Next']);
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pagination).getByRole('button', { name: '1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(pagination).getByRole('button', { name: '2' }));
    await screen.findByRole('rowheader', { name: 'Social 6' });
    await user.click(within(pagination).getByRole('button', { name: 'Next' }));
    await screen.findByRole('rowheader', { name: 'Social 11' });
    expect(rowNames()).toEqual(['Social 11', 'Social 12']);
    expect(within(pagination).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pagination).getByRole('button', { name: 'Previous' }));
    await screen.findByRole('rowheader', { name: 'Social 6' });

    expect(listQueries(fetchMock).map((query) => query.page)).toEqual(['1', '2', '3']);
  });

  it('searches by name or venue once typing pauses, from page 1', async () => {
    const { fetchMock } = fakeSocialsServer();
    const { user } = renderApp('/sports/badminton');
    await screen.findByRole('rowheader', { name: 'Social 1' });
    await user.click(screen.getByRole('button', { name: '3' }));
    await screen.findByRole('rowheader', { name: 'Social 11' });

    await user.type(screen.getByRole('searchbox', { name: 'Search socials' }), 'Social 1');
    await waitFor(() =>
      expect(rowNames()).toEqual(['Social 1', 'Social 10', 'Social 11', 'Social 12']),
    );

    const queries = listQueries(fetchMock);
    // One call for the whole phrase, not one per key, and back on page 1.
    expect(queries.slice(2)).toEqual([{ q: 'Social 1', type: 'all', page: '1', pageSize: '5' }]);
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by type from page 1', async () => {
    const { fetchMock } = fakeSocialsServer();
    const { user } = renderApp('/sports/badminton');
    await screen.findByRole('rowheader', { name: 'Social 1' });
    await user.click(screen.getByRole('button', { name: '2' }));
    await screen.findByRole('rowheader', { name: 'Social 6' });

    const typeFilter = screen.getByRole('combobox', { name: 'Social type' });
    expect(
      within(typeFilter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'One Time', 'Weekly', 'Monthly']);
    await user.selectOptions(typeFilter, 'Weekly');

    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({
        q: '',
        type: 'weekly',
        page: '1',
        pageSize: '5',
      }),
    );
    await screen.findByRole('rowheader', { name: 'Social 1' });
  });

  it('says so when nothing matches', async () => {
    fakeSocialsServer();
    const { user } = renderApp('/sports/badminton');
    await screen.findByRole('rowheader', { name: 'Social 1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search socials' }), 'nothing');

    expect(await screen.findByText(EMPTY_LIST_TEXT)).toBeVisible();
    expect(EMPTY_LIST_TEXT).toBe(
      'No socials found matching your search. Please try different keywords.',
    );
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('opens a social from its row, by click or with Enter', async () => {
    const social = makeSocial({ id: 'social-42', name: 'Smash 42' });
    const { fetchMock } = fakeApi({
      'GET /cms/socials/badminton': ok(makePage([social])),
      'GET /cms/social/social-42': () => new Promise<FakeResponse>(() => {}),
    });
    const { user, router } = renderApp('/sports/badminton');
    await user.click(await screen.findByRole('rowheader', { name: 'Smash 42' }));

    expect(router.state.location.pathname).toBe('/sports/badminton/social');
    expect(router.state.location.search).toBe('?id=social-42');
    // Shown from the stored social while its fresh copy loads.
    expect(screen.getByRole('heading', { level: 1, name: 'Smash 42' })).toBeVisible();
    expect(
      fetchMock.mock.calls.some(([input]) => String(input).endsWith('/cms/social/social-42')),
    ).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Back to Badminton Socials' }));
    const row = await screen.findByRole('row', { name: /Smash 42/ });
    row.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?id=social-42');
  });

  it('updates attendee counts live', async () => {
    const sockets = installFakeSockets();
    fakeApi({ 'GET /cms/socials/badminton': ok(makePage([makeSocial()])) });
    renderApp('/sports/badminton');
    await screen.findByText('3/10 players');
    const socket = sockets.current();
    act(() => socket.serverConnect());
    expect(socket.sent('room:join')).toEqual([{ room: 'socials:badminton' }]);

    act(() =>
      socket.serverEmit('social:attendees-changed', {
        socialId: makeSocial().id,
        category: 'badminton',
        attendees: 4,
        capacity: 10,
      }),
    );
    expect(await screen.findByText('4/10 players')).toBeVisible();
  });

  it('explains an unknown sport and links back to the sports', () => {
    const { fetchMock } = fakeApi({});
    renderApp('/sports/curling');
    expect(screen.getByRole('heading', { name: 'Sport not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a sport' })).toHaveAttribute('href', '/sports');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('sports page', () => {
  it("offers the four sports' socials", async () => {
    const { user, router } = renderApp('/sports');
    expect(screen.getByRole('heading', { level: 1, name: 'Join a Social' })).toBeVisible();
    for (const sport of ['Badminton', 'Basketball', 'Tennis', 'Soccer']) {
      expect(screen.getByRole('link', { name: sport })).toHaveAttribute(
        'href',
        `/sports/${sport.toLowerCase()}`,
      );
    }
    fakeApi({ 'GET /cms/socials/tennis': ok(makePage([])) });
    await user.click(screen.getByRole('link', { name: 'Tennis' }));
    expect(router.state.location.pathname).toBe('/sports/tennis');
    expect(await screen.findByRole('heading', { name: 'Tennis Socials' })).toBeVisible();
  });
});
