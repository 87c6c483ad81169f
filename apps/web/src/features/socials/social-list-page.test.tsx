import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeSockets } from '../../lib/realtime/realtime-test-kit.tsx';
import { failure, fakeApi, type FakeResponse, ok, renderApp } from '../../test/app-test-kit.tsx';
import { clearSelectedSocial } from './selected-social.ts';
import {
  fakeSocialsServer,
  firstPage,
  listQueries,
  liveRegion,
  makePage,
  makeSocial,
  pageButton,
  pagination,
  rowNames,
} from './socials-test-kit.ts';

afterEach(clearSelectedSocial);

describe('sport socials list', () => {
  it('shows the heading, the back link and the first page of socials', async () => {
    let answer = () => {};
    const { fetchMock } = fakeSocialsServer(
      {},
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    renderApp('/sports/badminton');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Badminton Socials' }),
    ).toBeVisible();
    expect(document.title).toBe('Badminton Socials · Better Play');
    expect(screen.getByRole('link', { name: 'Back to Sports' })).toHaveAttribute('href', '/sports');
    const table = screen.getByRole('table', { name: 'Badminton socials' });
    expect(within(table).getByRole('status')).toHaveTextContent('Loading socials...');

    answer();
    await firstPage();
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
    const row = screen.getByRole('row', { name: /Social 1\b/ });
    expect(within(row).getByText('MSAC')).toBeVisible();
    expect(within(row).getByText('6:00 PM')).toBeVisible();
    // The start date is a badge ('Mar' over '07'); screen readers hear the whole date.
    expect(within(row).getByText('Saturday 7 March 2099').closest('time')).toHaveAttribute(
      'datetime',
      '2099-03-07',
    );
    expect(within(row).getByText('One Time')).toBeVisible();
    expect(within(row).getByText('3/10 players')).toBeVisible();
    // How full, its level and its price at a glance.
    expect(within(row).getByText('7 places left')).toBeVisible();
    expect(within(row).getByText('Intermediate')).toBeVisible();
    expect(within(row).getByText('$12.50')).toBeVisible();
    // The name is the one focusable thing of a row: a real link to the social.
    expect(within(row).getByRole('link', { name: 'Social 1' })).toHaveAttribute(
      'href',
      '/sports/badminton/social?id=Social-1',
    );
    expect(row).not.toHaveAttribute('tabindex');
    expect(listQueries(fetchMock)).toEqual([{ q: '', type: 'all', page: '1', pageSize: '5' }]);
    // Nothing searched yet, nothing announced.
    expect(liveRegion()).toHaveTextContent(/^$/);
  });

  it('pages with Previous, the page numbers and Next', async () => {
    const { fetchMock } = fakeSocialsServer();
    const { user } = renderApp('/sports/badminton');
    await firstPage();

    const buttons = within(pagination())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Previous', '1', '2', '3', 'Next']);
    expect(pageButton('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(pageButton('Page 1')).toHaveAttribute('aria-current', 'page');

    await user.click(pageButton('Page 2'));
    await screen.findByRole('rowheader', { name: 'Social 6' });
    // The new page is said out loud, as the count is after a search.
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Page 2 of 3'));
    await user.click(pageButton('Next'));
    await screen.findByRole('rowheader', { name: 'Social 11' });
    expect(rowNames()).toEqual(['Social 11', 'Social 12']);
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Page 3 of 3'));
    // The last page keeps Next focusable, so keyboard focus stays on it.
    expect(pageButton('Next')).toHaveAttribute('aria-disabled', 'true');
    expect(pageButton('Next')).toHaveFocus();
    await user.click(pageButton('Next'));
    await user.click(pageButton('Previous'));
    await screen.findByRole('rowheader', { name: 'Social 6' });
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Page 2 of 3'));

    expect(listQueries(fetchMock).map((query) => query.page)).toEqual(['1', '2', '3']);
  });

  it("shows the server's error with 'Try again', which loads the list", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = [
      failure(429, 'Too many attempts. Please wait a minute and try again.', 'RATE_LIMITED'),
      ok(makePage([makeSocial({ name: 'Back again' })])),
    ];
    fakeApi({ 'GET /cms/socials/badminton': () => answers.shift() ?? { status: 500 } });
    const { user } = renderApp('/sports/badminton');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Back again' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens a social from its link, by click or with the keyboard', async () => {
    const social = makeSocial({ id: 'social-42', name: 'Smash 42' });
    const { fetchMock } = fakeApi({
      'GET /cms/socials/badminton': ok(makePage([social])),
      'GET /cms/social/social-42': () => new Promise<FakeResponse>(() => {}),
    });
    const { user, router } = renderApp('/sports/badminton');
    await user.click(await screen.findByRole('link', { name: 'Smash 42' }));

    // Shown from the stored social while its fresh copy loads.
    expect(await screen.findByRole('heading', { level: 1, name: 'Smash 42' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/sports/badminton/social');
    expect(router.state.location.search).toBe('?id=social-42');
    expect(
      fetchMock.mock.calls.some(([input]) => String(input).endsWith('/cms/social/social-42')),
    ).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Back to Badminton Socials' }));
    const link = await screen.findByRole('link', { name: 'Smash 42' });
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?id=social-42'));
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

  it('starts another sport on page 1 with no search', async () => {
    const { fetchMock } = fakeSocialsServer({ 'GET /cms/socials/tennis': ok(makePage([])) });
    const { user, router } = renderApp('/sports/badminton');
    await firstPage();
    await user.click(pageButton('Page 2'));
    await screen.findByRole('rowheader', { name: 'Social 6' });
    await user.type(screen.getByRole('searchbox', { name: 'Search socials' }), 'Soc');

    await act(() => router.navigate('/sports/tennis'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tennis Socials' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search socials' })).toHaveValue('');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input)).at(-1)).toContain(
        '/cms/socials/tennis?q=&type=all&page=1',
      ),
    );
  });

  it('explains an unknown sport and links back to the sports', async () => {
    const { fetchMock } = fakeApi({});
    renderApp('/sports/curling');
    expect(await screen.findByRole('heading', { name: 'Sport not found' })).toBeVisible();
    expect(screen.getByText('There are no socials for ‘curling’.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a sport' })).toHaveAttribute('href', '/sports');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
