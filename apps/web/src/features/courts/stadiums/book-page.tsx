import { TEXT_LIMITS } from '@betterplay/contracts';
import { BackLink, FormField, LoadState, PageHeader, SearchInput } from '@betterplay/ui';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../app/page-title.ts';
import { StadiumTiles } from './stadium-tiles.tsx';
import { NO_STADIUMS_TEXT, useStadiumSearch } from './use-stadium-search.ts';

const TITLE = 'Book a Court';
const POPULAR = 'Popular stadiums near you';

/** /book: find a stadium by name or location, then open it to choose a sport. */
export function BookPage() {
  const headingRef = usePageTitle(TITLE);
  const { typed, setFilter, query, announcement } = useStadiumSearch();
  const stadiums = query.isError ? [] : (query.data ?? []);

  return (
    <section className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <PageHeader
        title={TITLE}
        headingRef={headingRef}
        description="Find a stadium, then choose a sport, a date and a time."
        back={
          <BackLink asChild>
            <Link to="/">Back to Home</Link>
          </BackLink>
        }
      />
      <search className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField id="book-venue-name" label="Venue Name" className="flex-1">
          {(control) => (
            <SearchInput
              maxLength={TEXT_LIMITS.search}
              {...control}
              placeholder="Stadium or venue name"
              autoComplete="off"
              value={typed.name}
              onChange={(event) => setFilter('name', event.target.value)}
            />
          )}
        </FormField>
        <FormField id="book-location" label="Location" className="flex-1">
          {(control) => (
            <SearchInput
              maxLength={TEXT_LIMITS.search}
              {...control}
              icon={MapPin}
              placeholder="Suburb or street"
              autoComplete="off"
              value={typed.location}
              onChange={(event) => setFilter('location', event.target.value)}
            />
          )}
        </FormField>
      </search>
      <p role="status" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
      <div className="grid gap-4" aria-busy={query.isPlaceholderData}>
        <h2 className="text-xl font-semibold">{POPULAR}</h2>
        <LoadState
          loading={query.data === undefined && !query.isError}
          loadingText="Loading stadiums..."
          error={query.isError ? query.error : null}
          onRetry={() => void query.refetch()}
          empty={stadiums.length === 0}
          emptyText={NO_STADIUMS_TEXT}
          minHeight="8rem"
        >
          <StadiumTiles stadiums={stadiums} label={POPULAR} />
        </LoadState>
      </div>
    </section>
  );
}
