import type { Stadium } from '@betterplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../app/page-title.ts';
import { SportNotFound } from '../../../components/sport-not-found.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { sportName, stadiumPath, todayDate } from '../court-paths.ts';
import { stadiumQueryOptions } from '../courts-api.ts';
import { SportCourtsView } from './sport-courts-view.tsx';
import { StadiumQueryState } from './stadium-query-state.tsx';
import { useMyHolds } from '../holds/use-my-holds.ts';
import { useAvailabilityAnnouncement } from './use-availability-announcement.ts';
import { useCourtChoice } from './use-court-choice.ts';
import { useLiveAvailability } from './use-live-availability.ts';

type CourtChoice = ReturnType<typeof useCourtChoice>;

function SportCourts({
  stadium,
  sport,
  choice,
}: {
  stadium: Stadium;
  sport: string;
  choice: CourtChoice;
}) {
  const { query, date, time, choices, ...fields } = choice;
  const headingRef = usePageTitle(`${sportName(sport)} Courts at ${stadium.name}`);
  const courts = query.data;
  useLiveAvailability(stadium.id, sport, date, courts);
  const announcement = useAvailabilityAnnouncement({ courts, date, time, choices });
  const myHolds = useMyHolds().holds;
  // Today's hours go by while the page is open: the grid marks them past.
  const now = useNow(date === todayDate(), 60_000);

  return (
    <SportCourtsView
      stadium={stadium}
      sport={sport}
      headingRef={headingRef}
      date={date}
      time={time}
      {...fields}
      courts={courts}
      error={query.isError && courts === undefined ? query.error : null}
      onRetry={() => void query.refetch()}
      myHolds={myHolds}
      announcement={announcement}
      now={now}
    />
  );
}

/**
 * /stadiums/{stadiumId}/{sportId}: the sport's courts at a date and time, free or taken, live.
 * The stadium and the day's courts load side by side.
 */
export function StadiumSportPage() {
  const params = useParams();
  const stadiumId = params.stadiumId ?? '';
  const sport = (params.sportId ?? '').toLowerCase();
  const stadiumQuery = useQuery(stadiumQueryOptions(stadiumId));
  const choice = useCourtChoice(stadiumId, sport);
  const stadium = stadiumQuery.data;

  if (stadium === undefined) {
    return (
      <StadiumQueryState
        stadiumId={stadiumId}
        query={stadiumQuery}
        loadingText="Loading courts..."
        back={{ to: stadiumPath(stadiumId), text: 'Back to the stadium' }}
      />
    );
  }
  if (!stadium.sports.includes(sport)) {
    return (
      <SportNotFound
        reason={
          <>
            {stadium.name} has no {sportName(sport).toLowerCase()} courts.
          </>
        }
        choosePath={stadiumPath(stadium.id)}
      />
    );
  }
  return <SportCourts stadium={stadium} sport={sport} choice={choice} />;
}
