import type { Stadium } from '@betterplay/contracts';
import {
  BackLink,
  LinkTile,
  LinkTileTitle,
  LoadState,
  PageHeader,
  SportMark,
} from '@betterplay/ui';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../app/page-title.ts';
import { BOOK_PATH, sportName, stadiumSportPath } from '../court-paths.ts';
import { stadiumQueryOptions } from '../courts-api.ts';
import { StadiumQueryState } from './stadium-query-state.tsx';
import { openingHoursText } from './stadium-tiles.tsx';

const BACK = { to: BOOK_PATH, text: 'Back to Book a Court' };

function StadiumSports({ stadium }: { stadium: Stadium }) {
  const title = `Available sports at ${stadium.name} stadium`;
  const headingRef = usePageTitle(title);
  return (
    <section className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <PageHeader
        title={title}
        headingRef={headingRef}
        description={
          <>
            <span className="block">{stadium.address}</span>
            <span className="block">{openingHoursText(stadium)}</span>
          </>
        }
        back={
          <BackLink asChild>
            <Link to={BACK.to}>{BACK.text}</Link>
          </BackLink>
        }
      />
      <LoadState
        loading={false}
        empty={stadium.sports.length === 0}
        emptyText={`${stadium.name} has no courts to book yet.`}
      >
        <ul
          aria-label={`Sports at ${stadium.name}`}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          {stadium.sports.map((sport) => (
            <LinkTile
              key={sport}
              sport={sport}
              className="flex min-h-16 items-center justify-between gap-3"
            >
              <SportMark sport={sport} />
              <LinkTileTitle className="flex-1">
                <Link to={stadiumSportPath(stadium.id, sport)}>{sportName(sport)}</Link>
              </LinkTileTitle>
              <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
            </LinkTile>
          ))}
        </ul>
      </LoadState>
    </section>
  );
}

/** /stadiums/{stadiumId}: the sports a stadium has courts for. */
export function StadiumPage() {
  const stadiumId = useParams().stadiumId ?? '';
  const query = useQuery(stadiumQueryOptions(stadiumId));
  if (query.data === undefined) {
    return (
      <StadiumQueryState
        stadiumId={stadiumId}
        query={query}
        loadingText="Loading the stadium..."
        back={BACK}
      />
    );
  }
  return <StadiumSports stadium={query.data} />;
}
