import type { TrainingSort } from '@betterplay/contracts';
import { useLiveAnnouncement } from '@betterplay/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { trainingVenuesQueryOptions } from './training-api.ts';
import { sortOf } from './training-sports.ts';

export const NO_VENUES_TEXT = 'No venues found matching your search. Please try another venue.';

export function venuesFoundText(count: number): string {
  if (count === 0) return NO_VENUES_TEXT;
  return count === 1 ? '1 venue found' : `${count} venues found`;
}

/**
 * The venues list's search and sort, kept in the address (`?venue=msac&sort=name`) so going back
 * from a venue finds the list as it was; the server searches and sorts.
 */
export function useVenueSearch(sportId: string) {
  const [params, setParams] = useSearchParams();
  const venue = (params.get('venue') ?? '').trim();
  const sort = sortOf(params.get('sort'));
  const [search, setSearch] = useState(params.get('venue') ?? '');
  const typed = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (typed === venue) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (typed) next.set('venue', typed);
        else next.delete('venue');
        return next;
      },
      { replace: true },
    );
  }, [typed, venue, setParams]);

  const setSort = (next: TrainingSort) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'price') updated.delete('sort');
        else updated.set('sort', next);
        return updated;
      },
      { replace: true },
    );

  const query = useQuery({
    ...trainingVenuesQueryOptions(sportId, { venue, sort }),
    placeholderData: keepPreviousData,
  });

  // Typed text not yet sent has no answer to announce.
  const answered = query.isSuccess && !query.isPlaceholderData && search.trim() === venue;
  const announcement = useLiveAnnouncement(
    JSON.stringify([venue, sort]),
    answered ? venuesFoundText(query.data.length) : null,
  );

  return { search, setSearch, sort, setSort, query, announcement };
}
