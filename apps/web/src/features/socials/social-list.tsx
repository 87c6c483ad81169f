import { SOCIALS_PAGE_SIZE, type Social } from '@betterplay/contracts';
import { DataList, LoadState, Pagination } from '@betterplay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { selectSocial } from './selected-social.ts';
import { socialColumns } from './social-columns.tsx';
import { SocialFilters } from './social-filters.tsx';
import { socialKeys } from './socials-api.ts';
import { useLiveAttendees } from './use-live-attendees.ts';
import { EMPTY_LIST_TEXT } from './results-text.ts';
import { useSocialList } from './use-social-list.ts';

// Each row group is the containing block of its name link's ::after, so a row (or phone card) is
// one click target; it is highlighted under the pointer like a link.
const ROWS_AS_LINKS = '[&_tbody]:relative [&_tbody:hover]:bg-muted/40';

/** One sport's socials: search, type filter, the list and its pages, all answered by the server. */
export function SocialList({ category, sport }: { category: string; sport: string }) {
  const queryClient = useQueryClient();
  const list = useSocialList(category);
  const { query } = list;
  useLiveAttendees({ category });

  const columns = useMemo(
    () =>
      socialColumns(category, (social: Social) => {
        // The detail page shows the social at once, without waiting for its own request.
        selectSocial(social);
        queryClient.setQueryData(socialKeys.detail(social.id), social);
      }),
    [category, queryClient],
  );

  const socials = query.isError ? [] : (query.data?.data ?? []);
  const loading = query.data === undefined && query.isFetching;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <SocialFilters
        search={list.search}
        onSearchChange={list.setSearch}
        type={list.type}
        onTypeChange={list.setType}
      />
      <p role="status" aria-atomic="true" className="sr-only">
        {list.announcement}
      </p>
      <DataList
        caption={`${sport} socials`}
        columns={columns}
        items={socials}
        getKey={(social) => social.id}
        busy={query.isPlaceholderData}
        // Only the first load waits for rows; an empty answer needs no room kept for five cards.
        minRows={loading ? SOCIALS_PAGE_SIZE : undefined}
        className={ROWS_AS_LINKS}
        placeholder={
          <LoadState
            loading={loading}
            loadingText="Loading socials..."
            error={query.isError ? query.error : null}
            onRetry={() => void query.refetch()}
            empty
            emptyText={EMPTY_LIST_TEXT}
            minHeight="0"
            // On a phone the reserved box is tall: keep the text near its top, in view.
            className="p-0 max-sm:self-start"
          />
        }
      />
      {socials.length > 0 ? (
        <Pagination page={list.page} totalPages={list.totalPages} onPageChange={list.setPage} />
      ) : null}
    </div>
  );
}
