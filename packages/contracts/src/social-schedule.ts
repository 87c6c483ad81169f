import type { Social } from './socials.ts';

/**
 * A social's date and time are wall-clock values without a zone, read in the local zone: the
 * server process's (TZ) on the server, the device's in the browser.
 */
export function localDateTime(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return new Date(year, month - 1, day, hours, minutes, Math.floor(seconds));
}

export type SocialSchedule = {
  /** YYYY-MM-DD: the first (or only) day */
  date: string;
  /** HH:MM:SS */
  time: string;
  eventType: Social['eventType'];
  /** ISO weekday 1 (Monday) to 7 for weekly, day of month 1 to 30 for monthly */
  recurrenceDay: number | null;
};

/** Monthly on day 30 skips February: two months always hold the next occurrence. */
const SEARCH_DAYS = 62;

/** The first start strictly after `now`, or null when there is none (a past one-time social). */
export function nextOccurrence(schedule: SocialSchedule, now: Date): Date | null {
  const first = localDateTime(schedule.date, schedule.time);
  if (schedule.eventType === 'oneTime') return first > now ? first : null;
  const from = first > now ? first : now;
  for (let offset = 0; offset <= SEARCH_DAYS; offset += 1) {
    // Built from calendar parts, so a daylight-saving change keeps the wall-clock time.
    const start = new Date(
      from.getFullYear(),
      from.getMonth(),
      from.getDate() + offset,
      first.getHours(),
      first.getMinutes(),
      first.getSeconds(),
    );
    if (start > now && occursOn(schedule, start, first)) return start;
  }
  return null;
}

function occursOn(schedule: SocialSchedule, day: Date, first: Date): boolean {
  switch (schedule.eventType) {
    case 'weekly':
      return isoWeekday(day) === (schedule.recurrenceDay ?? isoWeekday(first));
    case 'monthly':
      return day.getDate() === (schedule.recurrenceDay ?? first.getDate());
    default:
      return true;
  }
}

const isoWeekday = (day: Date) => day.getDay() || 7;
