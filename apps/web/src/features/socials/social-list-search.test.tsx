import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-debounced-value.ts';
import { ok, renderApp } from '../../test/app-test-kit.tsx';
import { EMPTY_LIST_TEXT } from './results-text.ts';
import {
  fakeSocialsServer,
  firstPage,
  listQueries,
  liveRegion,
  makePage,
  pageButton,
  pagination,
  rowNames,
  socialsNamed,
} from './socials-test-kit.ts';

describe('searching and filtering the socials list', () => {
  it('searches by name or venue once typing pauses, from page 1, and says how many', async () => {
    const { fetchMock } = fakeSocialsServer();
    const { user } = renderApp('/sports/badminton');
    await firstPage();
    await user.click(pageButton('Page 3'));
    await screen.findByRole('rowheader', { name: 'Social 11' });

    await user.type(screen.getByRole('searchbox', { name: 'Search socials' }), 'Social 1');
    await waitFor(() =>
      expect(rowNames()).toEqual(['Social 1', 'Social 10', 'Social 11', 'Social 12']),
    );
    expect(liveRegion()).toHaveTextContent('4 socials found');
    expect(liveRegion()).not.toHaveTextContent('Page');

    // One call for the whole phrase, not one per key, and back on page 1.
    expect(listQueries(fetchMock).slice(2)).toEqual([
      { q: 'Social 1', type: 'all', page: '1', pageSize: '5' },
    ]);
    expect(pageButton('Page 1')).toHaveAttribute('aria-current', 'page');

    await user.type(screen.getByRole('searchbox', { name: 'Search socials' }), '2');
    await waitFor(() => expect(rowNames()).toEqual(['Social 12']));
    expect(liveRegion()).toHaveTextContent('1 social found');
  });

  it('goes back to page 1 on any edit of the search, even one undone before it is sent', async () => {
    const { fetchMock } = fakeSocialsServer();
    const { user } = renderApp('/sports/badminton');
    await firstPage();
    await user.click(pageButton('Page 3'));
    await screen.findByRole('rowheader', { name: 'Social 11' });

    await user.type(screen.getByRole('searchbox', { name: 'Search socials' }), 'x{Backspace}');

    await waitFor(() => expect(pageButton('Page 1')).toHaveAttribute('aria-current', 'page'));
    expect(rowNames()).toEqual(['Social 1', 'Social 2', 'Social 3', 'Social 4', 'Social 5']);
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
    // The search was undone in time: nothing was searched, and page 1 came from the cache.
    expect(listQueries(fetchMock).map(({ q, page }) => [q, page])).toEqual([
      ['', '1'],
      ['', '3'],
    ]);
  });

  it('filters by type from page 1 and says how many', async () => {
    const { fetchMock } = fakeSocialsServer();
    const { user } = renderApp('/sports/badminton');
    await firstPage();
    await user.click(pageButton('Page 2'));
    await screen.findByRole('rowheader', { name: 'Social 6' });

    await user.click(screen.getByRole('combobox', { name: 'Social type' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All', 'One Time', 'Weekly', 'Monthly']);
    await user.click(screen.getByRole('option', { name: 'Weekly' }));

    expect(screen.getByRole('combobox', { name: 'Social type' })).toHaveTextContent('Weekly');
    await screen.findByRole('rowheader', { name: 'Social 1' });
    expect(listQueries(fetchMock).at(-1)).toEqual({
      q: '',
      type: 'weekly',
      page: '1',
      pageSize: '5',
    });
    expect(pageButton('Page 1')).toHaveAttribute('aria-current', 'page');
    expect(liveRegion()).toHaveTextContent('12 socials found');

    // The same count again is still announced: the region's text changes.
    const before = liveRegion().textContent;
    await user.click(screen.getByRole('combobox', { name: 'Social type' }));
    await user.click(screen.getByRole('option', { name: 'Monthly' }));
    await waitFor(() => expect(liveRegion().textContent).not.toBe(before));
    expect(liveRegion()).toHaveTextContent('12 socials found');
  });

  it('says more matched than the server counted, and pages only as far as it counted', async () => {
    const socials = socialsNamed('Social', 5);
    fakeSocialsServer({
      'GET /cms/socials/badminton': ok({ ...makePage(socials, 1000), totalCapped: true }),
    });
    const { user } = renderApp('/sports/badminton');
    await firstPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search socials' }), 'Social');

    await waitFor(() => expect(liveRegion()).toHaveTextContent('1,000+ socials found'));
    expect(pageButton('Page 200')).toBeVisible();
    expect(within(pagination()).queryByRole('button', { name: 'Page 201' })).toBeNull();
  });

  it('says so when nothing matches, in the list and out loud', async () => {
    fakeSocialsServer();
    const { user } = renderApp('/sports/badminton');
    await firstPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search socials' }), 'nothing');

    const table = screen.getByRole('table', { name: 'Badminton socials' });
    expect(await within(table).findByText(EMPTY_LIST_TEXT)).toBeVisible();
    expect(EMPTY_LIST_TEXT).toBe(
      'No socials found matching your search. Please try different keywords.',
    );
    expect(liveRegion()).toHaveTextContent(EMPTY_LIST_TEXT);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});
