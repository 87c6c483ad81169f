import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeResponse, LOAD, ok, renderApp } from '../../test/app-test-kit.tsx';
import {
  fakeSocialsServer,
  firstPage,
  listQueries,
  pageButton,
  rowNames,
} from './socials-test-kit.ts';

// A social's own request stays unanswered: its page shows the social picked in the list.
const pending = () => new Promise<FakeResponse>(() => {});
const searchbox = () => screen.getByRole('searchbox', { name: 'Search socials' });

describe('the socials list keeps its choices in the address', () => {
  it('writes the search and the page to the address, replacing the entry', async () => {
    fakeSocialsServer();
    const { user, router } = renderApp('/sports/badminton', { history: ['/sports'] });
    await firstPage();
    await user.click(searchbox());
    await user.paste('Social');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Social'));
    await user.click(pageButton('Page 2'));
    await screen.findByRole('rowheader', { name: 'Social 6' });
    expect(router.state.location.search).toBe('?q=Social&page=2');

    // Every change replaced the list's entry: Back leaves the list.
    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sports'));
  });

  it('writes the type, back on page 1', async () => {
    fakeSocialsServer();
    const { user, router } = renderApp('/sports/badminton?q=Social&page=2');
    await screen.findByRole('rowheader', { name: 'Social 6' }, LOAD);
    await user.click(screen.getByRole('combobox', { name: 'Social type' }));
    await user.click(await screen.findByRole('option', { name: 'Weekly' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=Social&type=weekly'));
  });

  it('returns to the same page of the same search with Back from a social', async () => {
    const { fetchMock } = fakeSocialsServer({ 'GET /cms/social/Social-7': pending });
    const { user, router } = renderApp('/sports/badminton');
    await firstPage();
    await user.click(searchbox());
    await user.paste('Social');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Social'));
    await user.click(pageButton('Page 2'));
    await user.click(await screen.findByRole('link', { name: 'Social 7' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Social 7' }, LOAD)).toBeVisible();

    act(() => void router.navigate(-1));
    expect(await screen.findByRole('rowheader', { name: 'Social 7' })).toBeVisible();
    expect(router.state.location.search).toBe('?q=Social&page=2');
    expect(searchbox()).toHaveValue('Social');
    expect(pageButton('Page 2')).toHaveAttribute('aria-current', 'page');
    expect(rowNames()).toEqual(['Social 6', 'Social 7', 'Social 8', 'Social 9', 'Social 10']);
    // Back to a page already loaded asks the server nothing new.
    expect(listQueries(fetchMock).at(-1)).toEqual({
      q: 'Social',
      type: 'all',
      page: '2',
      pageSize: '5',
    });
  });

  it("'Back to Badminton Socials' returns there too, even by way of the join page", async () => {
    fakeSocialsServer({ 'GET /cms/social/Social-12': pending });
    const { user, router } = renderApp('/sports/badminton?page=3');
    await screen.findByRole('rowheader', { name: 'Social 11' }, LOAD);
    await user.click(screen.getByRole('link', { name: 'Social 12' }));
    await user.click(await screen.findByRole('button', { name: 'Join' }, LOAD));
    await user.click(await screen.findByRole('link', { name: 'Back to Social 12' }, LOAD));
    await user.click(await screen.findByRole('link', { name: 'Back to Badminton Socials' }));

    expect(await screen.findByRole('rowheader', { name: 'Social 11' }, LOAD)).toBeVisible();
    expect(router.state.location.search).toBe('?page=3');
  });

  it('opens at the page and search of a reloaded address', async () => {
    const { fetchMock } = fakeSocialsServer();
    renderApp('/sports/badminton?q=Social&page=2');
    expect(await screen.findByRole('rowheader', { name: 'Social 6' }, LOAD)).toBeVisible();
    expect(searchbox()).toHaveValue('Social');
    expect(listQueries(fetchMock)).toEqual([
      { q: 'Social', type: 'all', page: '2', pageSize: '5' },
    ]);
    cleanup();

    // Nonsense in the address is the list's defaults.
    const api = fakeApi({
      'GET /cms/socials/badminton': ok({ data: [], total: 0, page: 1, pageSize: 5 }),
    });
    renderApp('/sports/badminton?type=yearly&page=-4');
    await waitFor(() =>
      expect(listQueries(api.fetchMock)).toEqual([
        { q: '', type: 'all', page: '1', pageSize: '5' },
      ]),
    );
  });
});
