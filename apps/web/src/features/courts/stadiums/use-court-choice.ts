import type { CourtAvailability } from '@betterplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { chosenDateOf, isTime } from '../court-paths.ts';
import { availabilityQueryOptions } from '../courts-api.ts';

interface Picked {
  count: number;
  date: string;
  /** null: the day's next free hour */
  time: string | null;
}

/** Every start time at least one court has free that day, earliest first. */
export function freeTimesOf(courts: readonly CourtAvailability[]): string[] {
  return [...new Set(courts.flatMap((court) => court.freeTimes))].sort();
}

/**
 * The sport page's date and time, kept in the address (`?date=2025-03-07&time=10:00`) so going
 * back from a court finds them as they were. Without a time the page presets the next free hour
 * as soon as the day's courts are known, and pins it in the address: a slot someone else takes
 * then shows as taken, rather than the page moving on to another time unasked.
 * `choices` counts the player's own picks and tells whether the latest is shown yet (for the
 * live region).
 */
export function useCourtChoice(stadiumId: string, sport: string) {
  const [params, setParams] = useSearchParams();
  const date = chosenDateOf(params.get('date'));
  const query = useQuery(availabilityQueryOptions(stadiumId, sport, date));
  const freshCourts = query.data;
  const timeParam = params.get('time') ?? '';
  const chosenTime = isTime(timeParam) ? timeParam : null;
  const freeTimes = freshCourts ? freeTimesOf(freshCourts) : [];
  const presetTime = freeTimes[0] ?? null;
  const time = chosenTime ?? presetTime ?? '';
  // The player's latest pick: the address shows it a moment after the pick (the router navigates).
  const [picked, setPicked] = useState<Picked>({ count: 0, date, time: null });

  useEffect(() => {
    if (chosenTime !== null || presetTime === null) return;
    setParams({ date, time: presetTime }, { replace: true });
  }, [chosenTime, presetTime, date, setParams]);

  const setDate = useCallback(
    (next: string) => {
      setPicked((current) => ({ count: current.count + 1, date: next, time: null }));
      // A new day presets its own next free hour.
      setParams({ date: next }, { replace: true });
    },
    [setParams],
  );
  const setTime = useCallback(
    (next: string) => {
      setPicked((current) => ({ count: current.count + 1, date, time: next }));
      setParams({ date, time: next }, { replace: true });
    },
    [date, setParams],
  );

  // The chosen time stays a choice when nobody has it free any more (taken meanwhile).
  const timeOptions =
    chosenTime !== null && freshCourts !== undefined && !freeTimes.includes(chosenTime)
      ? [...freeTimes, chosenTime].sort()
      : freeTimes;

  const choices = {
    count: picked.count,
    shown: picked.date === date && (picked.time === null || picked.time === time),
  };
  return { query, date, time, timeOptions, freeTimes, setDate, setTime, choices };
}
