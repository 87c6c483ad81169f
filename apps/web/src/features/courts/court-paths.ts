import { BOOKING_HORIZON_DAYS, STADIUM_SPORTS } from '@betterplay/contracts';
import { capitalize, localCalendarDate } from '../../lib/format.ts';

const segment = encodeURIComponent;

export const BOOK_PATH = '/book';

export const stadiumPath = (stadiumId: string) => `/stadiums/${segment(stadiumId)}`;

/** A sport's courts; with `at`, at that date and time (the page reads both from the address). */
export const stadiumSportPath = (
  stadiumId: string,
  sport: string,
  at?: { date: string; time?: string | undefined },
) =>
  `${stadiumPath(stadiumId)}/${segment(sport.toLowerCase())}` +
  (at === undefined ? '' : `?date=${at.date}${at.time === undefined ? '' : `&time=${at.time}`}`);

/**
 * The confirmation page of a court at a date and time. Written out by hand, since
 * URLSearchParams would escape the time's colon: the page reads exactly `?date=YYYY-MM-DD&time=HH:MM`.
 */
export function courtPath(
  stadiumId: string,
  sport: string,
  courtNumber: number,
  date: string,
  time: string,
) {
  return `${stadiumSportPath(stadiumId, sport)}/court/${courtNumber}?date=${date}&time=${time}`;
}

/** 'tennis' → 'Tennis', as the stadium pages name it. */
export function sportName(sportId: string): string {
  return (
    STADIUM_SPORTS.find((sport) => sport.toLowerCase() === sportId.toLowerCase()) ??
    capitalize(sportId.toLowerCase())
  );
}

/** The browser's today, 'YYYY-MM-DD'. */
export const todayDate = () => localCalendarDate(new Date());

/** The last day courts can be held on (the server offers no times after it). */
export function lastBookableDate(): string {
  const now = new Date();
  return localCalendarDate(
    new Date(now.getFullYear(), now.getMonth(), now.getDate() + BOOKING_HORIZON_DAYS),
  );
}

/** The day after 'YYYY-MM-DD'. */
export function nextDate(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return localCalendarDate(new Date(year, month - 1, day + 1));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real day written 'YYYY-MM-DD'. */
export function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day;
}

export const isTime = (value: string) => TIME.test(value);

/** A whole hour 'HH:00': the only start a court can be held at. */
export const isWholeHour = (value: string) => isTime(value) && value.endsWith(':00');

/** The day in the address, if it is a real day from today on; today otherwise. */
export function chosenDateOf(value: string | null, today = todayDate()): string {
  return value !== null && isDate(value) && value >= today ? value : today;
}
