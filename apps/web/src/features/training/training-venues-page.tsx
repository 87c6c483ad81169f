import { TEXT_LIMITS, type TrainingSport } from '@betterplay/contracts';
import { BackLink, DataList, FormField, LoadState, PageHeader, SearchInput } from '@betterplay/ui';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { SortSelect } from './sort-select.tsx';
import { trainingSportOf } from './training-sports.ts';
import { UnknownTrainingSport } from './unknown-training-sport.tsx';
import { NO_VENUES_TEXT, useVenueSearch } from './use-venue-search.ts';
import { venueColumns } from './venue-columns.tsx';

// Each row group is the containing block of its name link's ::after, so a row (or phone card) is
// one click target; it is highlighted under the pointer like a link.
const ROWS_AS_LINKS = '[&_tbody]:relative [&_tbody:hover]:bg-muted/40';

function SportVenues({ sportId, sport }: { sportId: string; sport: TrainingSport }) {
  const title = `${sport} Training`;
  const headingRef = usePageTitle(title);
  const { search, setSearch, sort, setSort, query, announcement } = useVenueSearch(sportId);
  const columns = useMemo(() => venueColumns(sportId, sort), [sportId, sort]);
  const venues = query.isError ? [] : (query.data ?? []);
  const loading = query.data === undefined && query.isFetching;

  return (
    <section className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <PageHeader
        title={title}
        headingRef={headingRef}
        description="Find a coach at a venue near you."
        back={
          <BackLink asChild>
            <Link to="/training">Back to Training</Link>
          </BackLink>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField id="training-venue-search" label="Search by venue" className="flex-1">
          {(control) => (
            <SearchInput
              maxLength={TEXT_LIMITS.search}
              {...control}
              placeholder="Venue name or address"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </FormField>
        <SortSelect id="training-sort" value={sort} onChange={setSort} />
      </div>
      <p role="status" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
      <DataList
        caption={`${sport} training venues`}
        columns={columns}
        items={venues}
        getKey={(venue) => venue.id}
        busy={query.isPlaceholderData}
        minRows={loading ? 2 : undefined}
        className={ROWS_AS_LINKS}
        placeholder={
          <LoadState
            loading={loading}
            loadingText="Loading venues..."
            error={query.isError ? query.error : null}
            onRetry={() => void query.refetch()}
            empty
            emptyText={NO_VENUES_TEXT}
            minHeight="0"
            className="p-0 max-sm:self-start"
          />
        }
      />
    </section>
  );
}

/** /training/{sportId}: the venues with coaches of a sport, searched and sorted. */
export function TrainingVenuesPage() {
  const sportId = (useParams().sportId ?? '').toLowerCase();
  const sport = trainingSportOf(sportId);
  if (sport === null) return <UnknownTrainingSport sportId={sportId} />;
  // Another sport is a new list: its own search box.
  return <SportVenues key={sportId} sportId={sportId} sport={sport} />;
}
