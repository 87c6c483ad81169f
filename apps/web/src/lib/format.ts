import {
  MONTH_NAMES as MONTHS,
  toLocalDateString,
  WEEKDAY_NAMES as WEEKDAYS,
} from '@betterplay/ui';

const TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '18:00:00' → '6:00 PM', '00:05:00' → '12:05 AM'. Anything unreadable is shown as given. */
export function formatTime12h(time: string): string {
  const match = TIME.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = match[2] ?? '00';
  if (hours > 23) return time;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes} ${suffix}`;
}

function calendarDate(value: string): { year: number; month: number; day: number } | null {
  const dateOnly = DATE_ONLY.exec(value.trim());
  if (dateOnly) {
    // A calendar date has no time zone: read it as written, not as UTC midnight.
    return { year: Number(dateOnly[1]), month: Number(dateOnly[2]) - 1, day: Number(dateOnly[3]) };
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  return { year: instant.getFullYear(), month: instant.getMonth(), day: instant.getDate() };
}

/**
 * '2025-03-07' → '7 Mar 2025'. Timestamps ('2025-03-07T10:00:00Z') show their local calendar
 * day. Anything unreadable is shown as given.
 */
export function formatDate(value: string): string {
  const date = calendarDate(value);
  const month = date ? MONTHS[date.month] : undefined;
  if (!date || month === undefined) return value;
  return `${date.day} ${month} ${date.year}`;
}

/** The device's calendar day at a moment (milliseconds or a Date), 'YYYY-MM-DD'. */
export const localCalendarDate = (moment: number | Date): string =>
  toLocalDateString(new Date(moment));

/** A moment's local time: '6:00 PM'. */
export function formatClockTime(moment: Date): string {
  return formatTime12h(`${moment.getHours()}:${String(moment.getMinutes()).padStart(2, '0')}`);
}

/** A moment in local time as a short day and time: 'Sat 5 Dec, 6:00 PM'. */
export function formatDayAndTime(moment: Date): string {
  return `${WEEKDAYS[moment.getDay()]} ${moment.getDate()} ${MONTHS[moment.getMonth()]}, ${formatClockTime(moment)}`;
}

/** 12 → '12', 12.5 → '12.50': whole dollars without cents, otherwise always two decimals. */
export function formatAmount(dollars: number): string {
  const cents = Math.round(dollars * 100);
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** 12 → '$12', 12.5 → '$12.50'. */
export function formatDollars(dollars: number): string {
  return `$${formatAmount(dollars)}`;
}

/** 'badminton' → 'Badminton', 'one time' → 'One time'. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
