import { SOCIALS_PAGE_SIZE } from '@betterplay/contracts';
import { useLiveAnnouncement } from '@betterplay/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SocialTypeFilter } from './event-types.ts';
import { pageText, resultsText } from './results-text.ts';
import { socialPageQueryOptions } from './socials-api.ts';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value.ts';

/**
 * The state of one sport's list: search text, type filter, page and the server's answer. Mount it
 * once per category (the page keys the list by category), so another sport starts again on page 1.
 */
export function useSocialList(category: string) {
  const [search, setSearchText] = useState('');
  const [type, setTypeFilter] = useState<SocialTypeFilter>('all');
  const [page, setPage] = useState(1);
  // What the person changed last decides what the live region says: a count, or the page.
  const [lastChange, setLastChange] = useState<'filters' | 'page'>('filters');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

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
  if (settled && page > totalPages) setPage(totalPages);

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
      setPage(1);
      setLastChange('filters');
    },
    type,
    setType: (next: SocialTypeFilter) => {
      setTypeFilter(next);
      setPage(1);
      setLastChange('filters');
    },
    page,
    setPage: (next: number) => {
      setPage(next);
      setLastChange('page');
    },
    totalPages,
    query,
    announcement,
  };
}
