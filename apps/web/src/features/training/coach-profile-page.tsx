import type { CoachProfile, TrainingSport } from '@betterplay/contracts';
import { Avatar, BackLink, Card, CardContent, FactList, PageHeader } from '@betterplay/ui';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { capitalize } from '../../lib/format.ts';
import { CoachEnquiry } from './coach-enquiry.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { coachQueryOptions } from './training-api.ts';
import { dollarsOf, trainingSportOf, trainingVenuePath } from './training-sports.ts';
import { UnknownTrainingSport } from './unknown-training-sport.tsx';

function CoachDetails({ coach }: { coach: CoachProfile }) {
  const facts = [
    { term: 'Gender', value: coach.gender },
    { term: 'Qualification', value: coach.qualification },
    { term: 'Rate per hour', value: dollarsOf(coach.ratePerHourCents) },
    { term: 'Venue', value: `${coach.venue.name}, ${coach.venue.address}` },
    { term: 'Sports', value: coach.sports.map(capitalize).join(', ') },
  ];
  return (
    <Card className="py-4 sm:py-6">
      <CardContent className="grid gap-6 px-4 sm:px-6">
        <FactList facts={facts} />
        <section aria-labelledby="coach-bio" className="grid gap-2">
          <h2 id="coach-bio" className="text-lg font-semibold">
            About {coach.firstName}
          </h2>
          <p>{coach.bio}</p>
        </section>
        <section aria-labelledby="coach-schedule" className="grid gap-2">
          <h2 id="coach-schedule" className="text-lg font-semibold">
            Schedule
          </h2>
          <ul className="grid gap-1.5">
            {coach.schedule.map((line) => (
              <li key={line} className="flex items-center gap-2">
                <CalendarClock className="size-4 shrink-0 text-primary" aria-hidden />
                {line}
              </li>
            ))}
          </ul>
        </section>
        <CoachEnquiry coach={coach} />
      </CardContent>
    </Card>
  );
}

function CoachPage({
  sportId,
  sport,
  venueId,
  coachId,
}: {
  sportId: string;
  sport: TrainingSport;
  venueId: string;
  coachId: string;
}) {
  const query = useQuery(coachQueryOptions(coachId));
  const coach = query.data;
  const name = coach ? `${coach.firstName} ${coach.lastName}` : 'Coach';
  const headingRef = usePageTitle(name);
  const back = (
    <BackLink asChild>
      <Link to={trainingVenuePath(sportId, venueId)}>
        Back to {coach?.venue.id === venueId ? coach.venue.name : 'the venue'}
      </Link>
    </BackLink>
  );

  return (
    <section className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      {coach ? (
        <>
          <div>{back}</div>
          <div className="flex min-w-0 items-center gap-4">
            <Avatar
              src={coach.image}
              firstName={coach.firstName}
              lastName={coach.lastName}
              size="lg"
            />
            <PageHeader
              className="flex-1"
              title={name}
              headingRef={headingRef}
              description={`${sport} coach`}
            />
          </div>
          <CoachDetails coach={coach} />
        </>
      ) : (
        // No heading until the coach's name is known: it then takes the focus (usePageTitle).
        <>
          <div>{back}</div>
          <QueryState
            query={query}
            loadingText="Loading coach..."
            notFound={{
              text: 'Coach not found',
              reason: 'This coach does not exist or no longer teaches here.',
              linkText: `Browse ${sport} venues`,
              to: `/training/${sportId}`,
            }}
          />
        </>
      )}
    </section>
  );
}

/** /training/{sportId}/venue/{venueId}/coach/{coachId}: a coach's profile and the enquiry. */
export function CoachProfilePage() {
  const params = useParams();
  const sportId = (params.sportId ?? '').toLowerCase();
  const sport = trainingSportOf(sportId);
  if (sport === null) return <UnknownTrainingSport sportId={sportId} />;
  return (
    <CoachPage
      sportId={sportId}
      sport={sport}
      venueId={params.venueId ?? ''}
      coachId={params.coachId ?? ''}
    />
  );
}
