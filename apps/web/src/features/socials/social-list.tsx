import { SOCIALS_PAGE_SIZE, type Social } from '@betterplay/contracts';
import { Button, Input, Label } from '@betterplay/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TYPE_FILTER_OPTIONS, type SocialTypeFilter } from './event-types.ts';
import { Pagination } from './pagination.tsx';
import { selectSocial } from './selected-social.ts';
import { socialDetailPath } from './social-paths.ts';
import { SocialsTable } from './socials-table.tsx';
import { fetchSocialPage, socialKeys } from './socials-api.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useLiveAttendees } from './use-live-attendees.ts';

export const SEARCH_DEBOUNCE_MS = 300;
export const EMPTY_LIST_TEXT =
  'No socials found matching your search. Please try different keywords.';

const selectClassName =
  'h-9 rounded-md border border-input bg-background px-3 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function isTypeFilter(value: string): value is SocialTypeFilter {
  return TYPE_FILTER_OPTIONS.some((option) => option.value === value);
}

/**
 * One sport's socials: search, type filter, table and pages, all answered by the server. Rendered
 * with `key={category}`, so another sport starts again from page 1 with no search.
 */
export function SocialList({ category, sport }: { category: string; sport: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<SocialTypeFilter>('all');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // A page number belongs to one search and type: changing either shows page 1 again.
  const filtersKey = JSON.stringify([q, type]);
  const [paging, setPaging] = useState({ filtersKey, page: 1 });
  const page = paging.filtersKey === filtersKey ? paging.page : 1;
  const goToPage = (next: number) => setPaging({ filtersKey, page: next });

  const params = { q, type, page };
  const query = useQuery({
    queryKey: socialKeys.list(category, params),
    queryFn: ({ signal }) => fetchSocialPage(category, params, signal),
    placeholderData: keepPreviousData,
    // Counts stay current through 'social:attendees'; going back to a page needs no refetch.
    staleTime: 30_000,
  });
  useLiveAttendees({ category });

  const socials = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / (query.data?.pageSize ?? SOCIALS_PAGE_SIZE)));

  const open = (social: Social) => {
    selectSocial(social);
    queryClient.setQueryData(socialKeys.detail(social.id), social);
    void navigate(socialDetailPath(social.category || category, social.id));
  };

  let placeholder;
  if (query.isPending) placeholder = <span role="status">Loading socials...</span>;
  else if (query.isError)
    placeholder = (
      <span role="alert" className="flex flex-col items-center gap-3">
        {query.error.message}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </span>
    );
  else placeholder = EMPTY_LIST_TEXT;

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="socials-search">Search socials</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id="socials-search"
              type="search"
              className="pl-9"
              placeholder="Search by social name or venue"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="socials-type">Social type</Label>
          <select
            id="socials-type"
            className={selectClassName}
            value={type}
            onChange={(event) => {
              if (isTypeFilter(event.target.value)) setType(event.target.value);
            }}
          >
            {TYPE_FILTER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <SocialsTable
        caption={`${sport} socials`}
        socials={query.isError ? [] : socials}
        placeholder={placeholder}
        busy={query.isFetching}
        onOpen={open}
      />
      {total > 0 && !query.isError ? (
        <Pagination page={page} totalPages={totalPages} onPageChange={goToPage} />
      ) : null}
    </div>
  );
}
