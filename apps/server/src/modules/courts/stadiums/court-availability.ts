import {
  BOOKING_HORIZON_DAYS,
  STADIUM_SPORT_IDS,
  type CourtAvailability,
  type PriceList,
} from '@betterplay/contracts';
import type { Database } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { appError } from '../../../errors.ts';
import { localDateTime, toLocalDate } from '../../../local-time.ts';
import { findTakenRanges } from '../holds/holds-repository.ts';
import {
  findCourtsOfSport,
  findPricesByCourtIds,
  findSportsByStadiumId,
  findStadiumById,
} from './stadiums-repository.ts';

const pad = (value: number) => String(value).padStart(2, '0');
/** 'HH:00' for a whole hour (24 reads '24:00': the end of the day). */
export const hourText = (hour: number) => `${pad(hour)}:00`;

/** The local instant a whole hour of `date` starts; hour 24 is the next midnight. */
export const slotStart = (date: string, hour: number) => localDateTime(date, hourText(hour));

/** The last date a court can be held on, as YYYY-MM-DD. */
function lastBookableDate(now: Date) {
  return toLocalDate(
    new Date(now.getFullYear(), now.getMonth(), now.getDate() + BOOKING_HORIZON_DAYS),
  );
}

export type OpeningHours = { opensAtHour: number; closesAtHour: number };
export type TimeRange = { startsAt: Date; endsAt: Date };

/**
 * The start times ('HH:00') on `date` of every stretch of `durationHours` whole hours within
 * opening hours that overlaps nothing taken, starts no earlier than `now` and lies within the
 * booking horizon.
 */
export function freeStartTimes(input: {
  date: string;
  hours: OpeningHours;
  taken: readonly TimeRange[];
  now: Date;
  durationHours: number;
}): string[] {
  const { date, hours, taken, now, durationHours } = input;
  if (date > lastBookableDate(now)) return [];
  const free: string[] = [];
  for (let hour = hours.opensAtHour; hour + durationHours <= hours.closesAtHour; hour++) {
    const startsAt = slotStart(date, hour);
    const endsAt = slotStart(date, hour + durationHours);
    if (startsAt < now) continue;
    const overlaps = taken.some((range) => range.startsAt < endsAt && range.endsAt > startsAt);
    if (!overlaps) free.push(hourText(hour));
  }
  return free;
}

/** A court's free start times on `date` for a stay of `durationHours`, as the database has it now. */
export async function findCourtDayFreeTimes(
  db: Database,
  input: {
    court: OpeningHours & { id: string };
    date: string;
    now: Date;
    durationHours: number;
  },
): Promise<string[]> {
  const { court, date, now, durationHours } = input;
  const taken = await findTakenRanges(db, {
    courtIds: [court.id],
    from: slotStart(date, 0),
    to: slotStart(date, 24),
    now,
  });
  return freeStartTimes({ date, hours: court, taken, now, durationHours });
}

/** Known sports first, in the stadium page's order; any other after them, alphabetically. */
export function inSportOrder(sports: readonly string[]): string[] {
  const known = STADIUM_SPORT_IDS.filter((id) => sports.includes(id));
  const others = sports.filter((sport) => !STADIUM_SPORT_IDS.includes(sport)).sort();
  return [...known, ...others];
}

function priceListOf(prices: { durationHours: number; priceCents: number }[]): PriceList | null {
  const one = prices.find((price) => price.durationHours === 1);
  const two = prices.find((price) => price.durationHours === 2);
  return one && two ? { 1: one.priceCents, 2: two.priceCents } : null;
}

/**
 * A sport's courts at a stadium, by number, with their prices and their free one-hour start
 * times on `date`. A court without a price for each duration cannot be booked and is left out.
 */
export async function listCourtAvailability({
  deps,
  stadiumId,
  sport,
  date,
}: {
  deps: Deps;
  stadiumId: string;
  sport: string;
  date: string;
}): Promise<CourtAvailability[]> {
  const { db } = deps;
  const now = deps.clock.now();
  const stadium = await findStadiumById(db, stadiumId);
  if (!stadium) throw appError('STADIUM_NOT_FOUND');
  const sportId = sport.toLowerCase();
  const courts = await findCourtsOfSport(db, stadium.id, sportId);
  if (courts.length === 0) {
    const choices = inSportOrder(await findSportsByStadiumId(db, stadium.id));
    throw appError('UNKNOWN_STADIUM_SPORT', {
      sport,
      stadium: stadium.name,
      choices: choices.join(', '),
    });
  }
  const courtIds = courts.map((court) => court.id);
  const [prices, taken] = await Promise.all([
    findPricesByCourtIds(db, courtIds),
    findTakenRanges(db, { courtIds, from: slotStart(date, 0), to: slotStart(date, 24), now }),
  ]);
  return courts.flatMap((court) => {
    const priceCents = priceListOf(prices.filter((price) => price.courtId === court.id));
    if (!priceCents) return [];
    const freeTimes = freeStartTimes({
      date,
      hours: stadium,
      taken: taken.filter((range) => range.courtId === court.id),
      now,
      durationHours: 1,
    });
    return [
      {
        id: court.id,
        name: court.name || `Court ${court.number}`,
        number: court.number,
        priceCents,
        freeTimes,
      },
    ];
  });
}
