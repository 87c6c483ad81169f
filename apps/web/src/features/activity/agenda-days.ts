import { MONTH_NAMES as MONTHS, WEEKDAY_NAMES as WEEKDAYS } from '@betterplay/ui';

/** Something on an agenda: a calendar date and a wall-clock time, read as written (no zone). */
export interface Dated {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM or HH:MM:SS */
  time: string;
}

export interface AgendaDayGroup<T> {
  /** YYYY-MM-DD */
  date: string;
  /** 'Today', 'Tomorrow', else 'Sat 5 Dec' (with the year when it is not this year's) */
  label: string;
  items: T[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar parts of 'YYYY-MM-DD', counted in UTC so no time zone moves the day. */
function partsOf(date: string) {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day, utc: new Date(Date.UTC(year, month - 1, day)) };
}

function dayAfter(date: string): string {
  const { utc } = partsOf(date);
  utc.setUTCDate(utc.getUTCDate() + 1);
  return `${utc.getUTCFullYear()}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
}

/** 'Today', 'Tomorrow', or 'Sat 5 Dec' ('Wed 1 Jan 2020' in another year than `today`'s). */
export function dayLabel(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === dayAfter(today)) return 'Tomorrow';
  const { year, month, day, utc } = partsOf(date);
  const label = `${WEEKDAYS[utc.getUTCDay()] ?? ''} ${day} ${MONTHS[month - 1] ?? ''}`;
  return year === partsOf(today).year ? label : `${label} ${year}`;
}

/** '18:00' and '18:00:00' compare alike. */
const clockOf = (time: string) => (time.length === 5 ? `${time}:00` : time);

/**
 * The agenda of `items`: one group per day that has any (empty days never appear), each day's
 * items in time order. `soonest` puts the nearest day first (what is coming); `latest` the most
 * recent one (what has been). Items at the same time keep the order they came in.
 */
export function groupByDay<T extends Dated>(
  items: readonly T[],
  today: string,
  order: 'soonest' | 'latest' = 'soonest',
): AgendaDayGroup<T>[] {
  const byDay = new Map<string, T[]>();
  for (const item of items) {
    const day = byDay.get(item.date);
    if (day === undefined) byDay.set(item.date, [item]);
    else day.push(item);
  }
  const dates = [...byDay.keys()].sort();
  if (order === 'latest') dates.reverse();
  return dates.map((date) => ({
    date,
    label: dayLabel(date, today),
    items: [...(byDay.get(date) ?? [])].sort((a, b) =>
      clockOf(a.time).localeCompare(clockOf(b.time)),
    ),
  }));
}
