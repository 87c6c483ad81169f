import { MONTH_NAMES, WEEKDAY_NAMES } from '../lib/calendar-names.ts';

const LOCAL_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'YYYY-MM-DD' to a Date at local midnight; undefined for '' or a day that does not exist.
 * (`new Date('YYYY-MM-DD')` would read it as UTC midnight, the previous day west of Greenwich.)
 */
export function parseLocalDate(value: string): Date | undefined {
  const match = LOCAL_DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const date = new Date(year, month - 1, day);
  // new Date rolls 31 April over to 1 May; such a value is not a date.
  const exists =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists ? date : undefined;
}

/** The local calendar day of `date` as 'YYYY-MM-DD'. */
export function toLocalDateString(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** e.g. 'Sat, 7 Mar 2099', in the product's date style (no Intl: lib/calendar-names.ts). */
export function formatDateForPeople(date: Date): string {
  const weekday = WEEKDAY_NAMES[date.getDay()] ?? '';
  const month = MONTH_NAMES[date.getMonth()] ?? '';
  return `${weekday}, ${date.getDate()} ${month} ${date.getFullYear()}`;
}
