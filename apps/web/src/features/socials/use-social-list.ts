import { SOCIALS_PAGE_SIZE } from '@betterplay/contracts';
import { useLiveAnnouncement } from '@betterplay/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { rememberListSearch } from './last-list-search.ts';
import type { SocialTypeFilter } from './event-types.ts';
import { pageText, resultsText } from './results-text.ts';
import { listParamsOf, socialPageQueryOptions, type SocialListParams } from './socials-api.ts';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value.ts';

function withListParams(searchParams: URLSearchParams, changes: Partial<SocialListParams>) {
  const next = new URLSearchParams(searchParams);
  const merged = { ...listParamsOf(searchParams), ...changes };
  const set = (name: string, value: string, fallback: string) => {
    if (value === fallback) next.delete(name);
    else next.set(name, value);
  };
  set('q', merged.q, '');
  set('type', merged.type, 'all');
  set('page', String(merged.page), '1');
  return next;
}

/**
 * The state of one sport's list: search text, type filter, page and the server's answer. The
 * search sent, the filter and the page live in the address, so Back from a social and a reload
 * show the same page of the same search; each change replaces the entry (Back leaves the list).
 * Mount it once per category (the page keys the list by category).
 */
export function useSocialList(category: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { q: sentQ, type, page } = listParamsOf(searchParams);
  const [search, setSearchText] = useState(sentQ);
  // What the person changed last decides what the live region says: a count, or the page.
  const [lastChange, setLastChange] = useState<'filters' | 'page'>('filters');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const address = searchParams.toString();
  useEffect(
    () => rememberListSearch(category, address === '' ? '' : `?${address}`),
    [category, address],
  );

  // Changes build on the last one made, even before the address's new render (a click can come
  // between the two): the hook's own searchParams would be a render behind.
  const latest = useRef(searchParams);
  useLayoutEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const change = (changes: Partial<SocialListParams>) => {
    latest.current = withListParams(latest.current, changes);
    setSearchParams(latest.current, { replace: true });
  };

  // The text typed reaches the address (and the server) once typing pauses.
  useEffect(() => {
    if (q !== sentQ) change({ q });
    // Only a new pause in typing writes the address; the address changing alone does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const params = { q, type, page };
  const query = useQuery({
    ...socialPageQueryOptions(category, params),
    placeholderData: keepPreviousData,
  });

  // A capped total counts the matches the list can reach: its pages go that far, no further.
  const total = query.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / (query.data?.pageSize ?? SOCIALS_PAGE_SIZE)));
  const settled = query.isSuccess && !query.isPlaceholderData;
  // Socials that start while the list is open leave it: a last page that emptied shows the new last.
  useEffect(() => {
    if (settled && page > totalPages) change({ page: totalPages });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, page, totalPages]);

  // Typed text not yet sent has no answer to announce.
  const answered = settled && search.trim() === q;
  const announcement = useLiveAnnouncement(
    JSON.stringify([q, type, page]),
    !answered
      ? null
      : lastChange === 'page'
        ? pageText(page, totalPages)
        : resultsText(total, query.data?.totalCapped),
  );

  return {
    search,
    // Any edit starts again from page 1, even one undone before the search is sent.
    setSearch: (text: string) => {
      setSearchText(text);
      change({ page: 1 });
      setLastChange('filters');
    },
    type,
    setType: (next: SocialTypeFilter) => {
      change({ type: next, page: 1 });
      setLastChange('filters');
    },
    page,
    setPage: (next: number) => {
      change({ page: next });
      setLastChange('page');
    },
    totalPages,
    query,
    announcement,
  };
}
