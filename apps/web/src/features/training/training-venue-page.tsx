import type { TrainingSport } from '@betterplay/contracts';
import { BackLink, LoadState, PageHeader } from '@betterplay/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { CoachCard } from './coach-card.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { SortSelect } from './sort-select.tsx';
import { trainingVenueQueryOptions } from './training-api.ts';
import { coachPath, sortOf, trainingPath, trainingSportOf } from './training-sports.ts';
import { UnknownTrainingSport } from './unknown-training-sport.tsx';

function VenueCoaches({
  sportId,
  sport,
  venueId,
}: {
  sportId: string;
  sport: TrainingSport;
  venueId: string;
}) {
  const [params, setParams] = useSearchParams();
  const sort = sortOf(params.get('sort'));
  const query = useQuery({
    ...trainingVenueQueryOptions(sportId, venueId, sort),
    // Another order keeps the page (and its heading) while the new one loads.
    placeholderData: keepPreviousData,
  });
  const venue = query.data;
  const title = venue ? `Available Coaches at ${venue.name}` : `${sport} Training`;
  const headingRef = usePageTitle(title);
  const back = (
    <BackLink asChild>
      <Link to={trainingPath(sportId)}>Back to {sport} Training</Link>
    </BackLink>
  );

  if (!venue) {
    // No heading until the venue's name is known: it then takes the focus (usePageTitle).
    return (
      <section className="mx-auto grid max-w-4xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
        <div>{back}</div>
        <QueryState
          query={query}
          loadingText="Loading coaches..."
          notFound={{
            text: `There is no ${sport.toLowerCase()} training at this venue.`,
            linkText: `Browse ${sport} venues`,
            to: trainingPath(sportId),
          }}
        />
      </section>
    );
  }

  return (
    <section className="mx-auto grid max-w-4xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <PageHeader title={title} headingRef={headingRef} description={venue.address} back={back} />
      <SortSelect
        id="venue-coach-sort"
        value={sort}
        onChange={(next) => setParams(next === 'price' ? {} : { sort: next }, { replace: true })}
      />
      <LoadState
        loading={false}
        empty={venue.coaches.length === 0}
        emptyText={`No ${sport.toLowerCase()} coaches at ${venue.name} yet.`}
      >
        <ul aria-label={`${sport} coaches`} className="grid gap-4 sm:grid-cols-2">
          {venue.coaches.map((coach) => (
            <li key={coach.id}>
              <CoachCard coach={coach} to={coachPath(sportId, venue.id, coach.id)} />
            </li>
          ))}
        </ul>
      </LoadState>
    </section>
  );
}

/** /training/{sportId}/venue/{venueId}: the coaches of a sport at a venue. */
export function TrainingVenuePage() {
  const params = useParams();
  const sportId = (params.sportId ?? '').toLowerCase();
  const sport = trainingSportOf(sportId);
  if (sport === null) return <UnknownTrainingSport sportId={sportId} />;
  return <VenueCoaches sportId={sportId} sport={sport} venueId={params.venueId ?? ''} />;
}
