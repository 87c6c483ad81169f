import type { CourtAvailability } from '@betterplay/contracts';
import { useLiveAnnouncement } from '@betterplay/ui';
import { useEffect, useRef, useState } from 'react';
import { formatDate, formatTime12h } from '../../../lib/format.ts';

const names = (courts: readonly CourtAvailability[]) =>
  courts.map((court) => court.name).join(', ');

/** '2 of 3 courts free at 10:00 AM on 7 Mar 2025', or that none is. */
export function freeCourtsText(courts: readonly CourtAvailability[], date: string, time: string) {
  if (time === '') return `No court is free on ${formatDate(date)}.`;
  const free = courts.filter((court) => court.freeTimes.includes(time)).length;
  const at = `at ${formatTime12h(time)} on ${formatDate(date)}`;
  if (free === 0) return `No court is free ${at}.`;
  return `${free} of ${courts.length} ${courts.length === 1 ? 'court' : 'courts'} free ${at}.`;
}

/** 'Court 2 was just taken at 10:00 AM.' and/or 'Court 3 is free again at 10:00 AM.' */
export function liveChangeText(
  taken: readonly CourtAvailability[],
  freed: readonly CourtAvailability[],
  time: string,
) {
  const at = formatTime12h(time);
  const parts: string[] = [];
  if (taken.length > 0)
    parts.push(`${names(taken)} ${taken.length === 1 ? 'was' : 'were'} just taken at ${at}.`);
  if (freed.length > 0)
    parts.push(`${names(freed)} ${freed.length === 1 ? 'is' : 'are'} free again at ${at}.`);
  return parts.join(' ');
}

const freeAt = (courts: readonly CourtAvailability[], time: string) =>
  new Set(courts.filter((court) => court.freeTimes.includes(time)).map((court) => court.id));

/**
 * The sport page's polite live region: after the player picks a date or time, how many courts are
 * free; when someone else takes or frees a court at the chosen time (a live push), which one.
 * Arrival says nothing: the page speaks for itself.
 */
export function useAvailabilityAnnouncement({
  courts,
  date,
  time,
  choices,
}: {
  /** the day's courts, once loaded for `date` */
  courts: readonly CourtAvailability[] | undefined;
  date: string;
  time: string;
  /** how many dates and times the player has picked, and whether the latest is shown yet */
  choices: { count: number; shown: boolean };
}): string {
  // Live news stands until the player's next choice, whose answer is then the news.
  const [news, setNews] = useState({
    choices: choices.count,
    liveCount: 0,
    liveText: null as string | null,
  });
  if (news.choices !== choices.count) setNews({ ...news, choices: choices.count, liveText: null });
  const seen = useRef<{ choice: string; free: Set<string> } | null>(null);

  useEffect(() => {
    if (courts === undefined) return;
    const choice = `${date} ${time}`;
    const free = freeAt(courts, time);
    const before = seen.current;
    seen.current = { choice, free };
    if (before === null || before.choice !== choice) return;
    const taken = courts.filter((court) => before.free.has(court.id) && !free.has(court.id));
    const freed = courts.filter((court) => !before.free.has(court.id) && free.has(court.id));
    if (taken.length + freed.length === 0) return;
    const text = liveChangeText(taken, freed, time);
    setNews((current) => ({ ...current, liveCount: current.liveCount + 1, liveText: text }));
  }, [courts, date, time]);

  const key = news.liveText === null ? `choice ${choices.count}` : `live ${news.liveCount}`;
  const message =
    news.liveText ??
    (courts === undefined || !choices.shown ? null : freeCourtsText(courts, date, time));
  return useLiveAnnouncement(key, message);
}
