const SECOND_MS = 1000;
const MINUTE_S = 60;
const HOUR_MIN = 60;
const DAY_H = 24;
const WEEK_D = 7;
const WEEKS_SHOWN = 5;
const MONTH_D = 30;
const YEAR_MONTHS = 12;
const YEAR_D = 365;

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

function toTime(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/**
 * How long ago `date` was, with the product's thresholds: 'just now' under 60 s, then minutes,
 * hours (under 24), days (under 7), weeks (under 5), months (under 12), years.
 * A date in the future (clock skew) reads 'just now'; an unreadable date reads ''.
 */
export function relativeTime(
  date: Date | string | number,
  now: Date | string | number = Date.now(),
): string {
  const elapsedMs = toTime(now) - toTime(date);
  if (Number.isNaN(elapsedMs)) return '';
  const seconds = Math.floor(elapsedMs / SECOND_MS);
  if (seconds < MINUTE_S) return 'just now';
  const minutes = Math.floor(seconds / MINUTE_S);
  if (minutes < HOUR_MIN) return ago(minutes, 'minute');
  const hours = Math.floor(minutes / HOUR_MIN);
  if (hours < DAY_H) return ago(hours, 'hour');
  const days = Math.floor(hours / DAY_H);
  if (days < WEEK_D) return ago(days, 'day');
  const weeks = Math.floor(days / WEEK_D);
  if (weeks < WEEKS_SHOWN) return ago(weeks, 'week');
  const months = Math.floor(days / MONTH_D);
  if (months < YEAR_MONTHS) return ago(months, 'month');
  // 360-364 days are 12 months but not yet 365 days: still at least one year.
  return ago(Math.max(1, Math.floor(days / YEAR_D)), 'year');
}
