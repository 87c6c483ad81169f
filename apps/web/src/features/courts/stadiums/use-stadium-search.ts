import { useLiveAnnouncement } from '@betterplay/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { stadiumsQueryOptions, type StadiumFilters } from '../courts-api.ts';

export const NO_STADIUMS_TEXT =
  'No stadiums found matching your search. Please try another name or location.';

export function stadiumsFoundText(count: number): string {
  if (count === 0) return NO_STADIUMS_TEXT;
  return count === 1 ? '1 stadium found' : `${count} stadiums found`;
}

type FilterName = keyof StadiumFilters;
const FILTERS: FilterName[] = ['name', 'location'];

/**
 * The /book filters, kept in the address (`?name=msac&location=albert`) so going back from a
 * stadium finds them as they were; the server filters, once typing stops.
 */
export function useStadiumSearch() {
  const [params, setParams] = useSearchParams();
  const sentName = (params.get('name') ?? '').trim();
  const sentLocation = (params.get('location') ?? '').trim();
  const sent: StadiumFilters = { name: sentName, location: sentLocation };
  const [typed, setTyped] = useState<StadiumFilters>(() => ({
    name: params.get('name') ?? '',
    location: params.get('location') ?? '',
  }));
  const settledName = useDebouncedValue(typed.name.trim(), SEARCH_DEBOUNCE_MS);
  const settledLocation = useDebouncedValue(typed.location.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (settledName === sentName && settledLocation === sentLocation) return;
    const settled: StadiumFilters = { name: settledName, location: settledLocation };
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const filter of FILTERS) {
          if (settled[filter]) next.set(filter, settled[filter]);
          else next.delete(filter);
        }
        return next;
      },
      { replace: true },
    );
  }, [settledName, settledLocation, sentName, sentLocation, setParams]);

  const query = useQuery({ ...stadiumsQueryOptions(sent), placeholderData: keepPreviousData });

  // Typed text not yet sent has no answer to announce.
  const answered =
    query.isSuccess &&
    !query.isPlaceholderData &&
    FILTERS.every((filter) => typed[filter].trim() === sent[filter]);
  const announcement = useLiveAnnouncement(
    JSON.stringify(sent),
    answered ? stadiumsFoundText(query.data.length) : null,
  );

  const setFilter = (filter: FilterName, value: string) =>
    setTyped((current) => ({ ...current, [filter]: value }));

  return { typed, setFilter, query, announcement };
}
