import type { Stadium } from '@betterplay/contracts';
import { BackLink, DatePicker, FormField, PageHeader, SelectField } from '@betterplay/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../app/page-title.ts';
import { SportNotFound } from '../../../components/sport-not-found.tsx';
import { formatTime12h } from '../../../lib/format.ts';
import { CourtAvailabilityList, heldAt } from './court-availability-list.tsx';
import { lastBookableDate, sportName, stadiumPath, todayDate } from '../court-paths.ts';
import { stadiumQueryOptions } from '../courts-api.ts';
import { NoFreeTimes, TimeTaken } from './no-free-times.tsx';
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
  const { query, date, time, timeOptions, freeTimes, setDate, setTime, choices } = choice;
  const title = `${sportName(sport)} Courts at ${stadium.name}`;
  const headingRef = usePageTitle(title);
  const courts = query.data;
  useLiveAvailability(stadium.id, sport, date, courts);
  const announcement = useAvailabilityAnnouncement({ courts, date, time, choices });
  const dayIsFull = courts !== undefined && timeOptions.length === 0;
  const myHolds = useMyHolds().holds;
  const holdingThen = (courts ?? []).some((court) => heldAt(myHolds, court, date, time));
  const timeIsTaken =
    courts !== undefined && time !== '' && !freeTimes.includes(time) && !holdingThen;

  return (
    <section className="mx-auto grid max-w-4xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <PageHeader
        title={title}
        headingRef={headingRef}
        description={stadium.address}
        back={
          <BackLink asChild>
            <Link to={stadiumPath(stadium.id)}>Back to {stadium.name}</Link>
          </BackLink>
        }
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="court-date" label="Date">
          {(control) => (
            <DatePicker
              {...control}
              value={date}
              onValueChange={setDate}
              min={todayDate()}
              max={lastBookableDate()}
              placeholder="Pick a date"
            />
          )}
        </FormField>
        <FormField id="court-time" label="Time">
          {(control) => (
            <SelectField
              {...control}
              options={timeOptions.map((option) => ({
                value: option,
                label: formatTime12h(option),
              }))}
              value={time}
              onValueChange={setTime}
              disabled={timeOptions.length === 0}
              placeholder={courts === undefined ? 'Loading times...' : 'No free times'}
            />
          )}
        </FormField>
      </div>
      <p role="status" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
      {dayIsFull ? (
        <NoFreeTimes date={date} onTryDate={setDate} />
      ) : (
        <div className="grid gap-3">
          {timeIsTaken ? <TimeTaken time={time} /> : null}
          <CourtAvailabilityList
            caption={`${sportName(sport)} courts at ${stadium.name}`}
            courts={courts}
            error={query.isError && courts === undefined ? query.error : null}
            onRetry={() => void query.refetch()}
            stadiumId={stadium.id}
            sport={sport}
            date={date}
            time={time}
            myHolds={myHolds}
          />
        </div>
      )}
    </section>
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
