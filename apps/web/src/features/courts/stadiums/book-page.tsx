import { BackLink, Input, Label, LoadState, PageHeader } from '@betterplay/ui';
import { MapPin, Search } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../app/page-title.ts';
import { StadiumTiles } from './stadium-tiles.tsx';
import { NO_STADIUMS_TEXT, useStadiumSearch } from './use-stadium-search.ts';

const TITLE = 'Book a Court';
const POPULAR = 'Popular stadiums near you';

interface FilterInputProps {
  id: string;
  label: string;
  placeholder: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  value: string;
  onChange: (value: string) => void;
}

function FilterInput({ id, label, placeholder, icon: Icon, value, onChange }: FilterInputProps) {
  return (
    <div className="grid min-w-0 flex-1 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Icon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}

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
        <FilterInput
          id="book-venue-name"
          label="Venue Name"
          placeholder="Stadium or venue name"
          icon={Search}
          value={typed.name}
          onChange={(value) => setFilter('name', value)}
        />
        <FilterInput
          id="book-location"
          label="Location"
          placeholder="Suburb or street"
          icon={MapPin}
          value={typed.location}
          onChange={(value) => setFilter('location', value)}
        />
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
