import type { CourtAvailability, Stadium } from '@betterplay/contracts';
import { BackLink, DatePicker, FormField, PageHeader, SelectField } from '@betterplay/ui';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { formatTime12h } from '../../../lib/format.ts';
import { lastBookableDate, sportName, stadiumPath, todayDate } from '../court-paths.ts';
import type { LiveHold } from '../holds/use-my-holds.ts';
import { CourtAvailabilityList, heldAt } from './court-availability-list.tsx';
import { CourtDayGrid } from './court-day-grid.tsx';
import { NoFreeTimes, TimeTaken } from './no-free-times.tsx';

export interface SportCourtsViewProps {
  stadium: Stadium;
  sport: string;
  headingRef?: Ref<HTMLHeadingElement>;
  date: string;
  time: string;
  /** the Time field's choices: the day's free start times (and the chosen one, taken meanwhile) */
  timeOptions: readonly string[];
  freeTimes: readonly string[];
  setDate: (date: string) => void;
  setTime: (time: string) => void;
  /** the day's courts; undefined while they load */
  courts: CourtAvailability[] | undefined;
  /** the courts failed to load and none are shown */
  error: Error | null;
  onRetry: () => void;
  myHolds: readonly LiveHold[];
  /** what the polite live region says */
  announcement: string;
  now: number;
}

/**
 * The sport-at-a-stadium page as it shows: the date and time, every court against the day's hours
 * (the grid), and the chosen time's courts with their prices (the list); or a day with nothing free.
 */
export function SportCourtsView({
  stadium,
  sport,
  headingRef,
  date,
  time,
  timeOptions,
  freeTimes,
  setDate,
  setTime,
  courts,
  error,
  onRetry,
  myHolds,
  announcement,
  now,
}: SportCourtsViewProps) {
  const title = `${sportName(sport)} Courts at ${stadium.name}`;
  const dayIsFull = courts !== undefined && timeOptions.length === 0;
  const holdingThen = (courts ?? []).some((court) => heldAt(myHolds, court, date, time));
  const timeIsTaken =
    courts !== undefined && time !== '' && !freeTimes.includes(time) && !holdingThen;

  return (
    <section className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
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
        // min-w-0: the grid scrolls inside its own box instead of widening the page.
        <div className="grid min-w-0 grid-cols-1 gap-4">
          {timeIsTaken ? <TimeTaken time={time} /> : null}
          <CourtDayGrid
            stadium={stadium}
            sport={sport}
            date={date}
            time={time}
            courts={courts}
            failed={error !== null}
            myHolds={myHolds}
            now={now}
          />
          <CourtAvailabilityList
            caption={`${sportName(sport)} courts at ${stadium.name}`}
            courts={courts}
            error={error}
            onRetry={onRetry}
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
