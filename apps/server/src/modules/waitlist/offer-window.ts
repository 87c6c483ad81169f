/**
 * How long a waitlist offer holds a place for the player it was made to. The window shrinks as
 * the social nears, never runs past its start, and never ends in the quiet hours of the night
 * (in the app's time zone, the one a social's date and time are read in: local-time.ts).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Hours in which no offer may end: from `fromHour` to `toHour` the next morning. */
export type QuietHours = { fromHour: number; toHour: number };

export type OfferWindowSettings = {
  /** WAITLIST_OFFER_TTL: one window for every offer (staging, tests) */
  fixedWindowMs: number | undefined;
  /** WAITLIST_QUIET_HOURS; null: offers may end at any hour */
  quietHours: QuietHours | null;
};

/** An offer ending in the quiet hours moves to this many minutes past their end (08:30). */
const AFTER_QUIET_MINUTES = 30;

/** The window by how far away the start is: 2 hours, 30 minutes, or 10 minutes. */
export function offerWindowMs(untilStartMs: number): number {
  if (untilStartMs > 16 * HOUR) return 2 * HOUR;
  if (untilStartMs >= HOUR) return 30 * MINUTE;
  return 10 * MINUTE;
}

function isQuiet(at: Date, { fromHour, toHour }: QuietHours): boolean {
  const hour = at.getHours();
  return fromHour > toHour ? hour >= fromHour || hour < toHour : hour >= fromHour && hour < toHour;
}

/** The first end of the quiet hours (at hh:30) after `at`, which lies inside them. */
function afterQuiet(at: Date, { toHour }: QuietHours): Date {
  const sameDay = new Date(
    at.getFullYear(),
    at.getMonth(),
    at.getDate(),
    toHour,
    AFTER_QUIET_MINUTES,
  );
  if (sameDay > at) return sameDay;
  return new Date(at.getFullYear(), at.getMonth(), at.getDate() + 1, toHour, AFTER_QUIET_MINUTES);
}

/** When an offer made at `now` for a social starting at `startsAt` ends. */
export function offerDeadline(now: Date, startsAt: Date, settings: OfferWindowSettings): Date {
  const untilStart = startsAt.getTime() - now.getTime();
  const windowMs = settings.fixedWindowMs ?? offerWindowMs(untilStart);
  let deadline = new Date(now.getTime() + windowMs);
  if (
    settings.fixedWindowMs === undefined &&
    settings.quietHours &&
    isQuiet(deadline, settings.quietHours)
  )
    deadline = afterQuiet(deadline, settings.quietHours);
  return deadline > startsAt ? startsAt : deadline;
}

/** WAITLIST_QUIET_HOURS: 'off', or 'from-to' in whole hours ('22-8'); undefined if malformed. */
export function parseQuietHours(value: string): QuietHours | null | undefined {
  if (value.trim() === 'off') return null;
  const match = /^\s*(\d{1,2})\s*-\s*(\d{1,2})\s*$/.exec(value);
  if (!match) return undefined;
  const fromHour = Number(match[1]);
  const toHour = Number(match[2]);
  if (fromHour > 23 || toHour > 23 || fromHour === toHour) return undefined;
  return { fromHour, toHour };
}
