import {
  ERRORS,
  errorMessage,
  HOLD_MINUTES,
  type BookingDurationHours,
  type Hold,
} from '@betterplay/contracts';
import { sqlStateOf } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { AppError, appError } from '../../errors.ts';
import { toLocalDate } from '../../local-time.ts';
import { findCourtDayFreeTimes, hourText, slotStart } from './court-availability.ts';
import { announceCourtDay } from './court-rooms.ts';
import { countLiveHoldsLockingPlayer, expireStaleHolds, insertHold } from './holds-repository.ts';
import { findCourtById, findPrice, type CourtRow } from './stadiums-repository.ts';

export const HOLD_MS = HOLD_MINUTES * 60_000;
/** PostgreSQL's exclusion_violation: court_bookings_no_overlap refused an overlapping hold. */
const EXCLUSION_VIOLATION = '23P01';

type HoldRequest = {
  userId: string;
  courtId: string;
  date: string;
  /** 'HH:00' */
  time: string;
  durationHours: BookingDurationHours;
};

/**
 * A player holds a court for HOLD_MINUTES while paying. The database decides races: the
 * exclusion constraint refuses a second held-or-paid row overlapping the first, and the loser
 * hears the court's free start times that day for the same duration. Holds past their time on
 * that court are expired first, in the same transaction, so they never block anyone. A player
 * holds at most config.courtHoldsPerPlayer courts at once, so no one can block a stadium's day.
 */
export async function placeHold({ deps, ...request }: HoldRequest & { deps: Deps }): Promise<Hold> {
  const now = deps.clock.now();
  const court = await findCourtById(deps.db, request.courtId);
  if (!court) throw appError('COURT_NOT_FOUND');
  const startHour = Number(request.time.slice(0, 2));
  const endHour = startHour + request.durationHours;
  if (startHour < court.opensAtHour || endHour > court.closesAtHour) {
    throw appError('SLOT_OUTSIDE_HOURS', {
      opensAt: hourText(court.opensAtHour),
      closesAt: hourText(court.closesAtHour),
    });
  }
  const startsAt = slotStart(request.date, startHour);
  const endsAt = slotStart(request.date, endHour);
  if (startsAt < now) throw appError('SLOT_IN_PAST');
  const priceCents = await findPrice(deps.db, court.id, request.durationHours);
  // A court without a price for this duration is not offered (availability leaves it out).
  if (priceCents === undefined) throw appError('COURT_NOT_FOUND');
  const offered = await findCourtDayFreeTimes(deps.db, {
    court,
    date: request.date,
    now,
    durationHours: request.durationHours,
  });
  // Taken already (or past the booking horizon): answered without trying. Between requests
  // that all find it free, the constraint decides.
  if (!offered.includes(hourText(startHour))) throw courtUnavailable(offered);

  const holdExpiresAt = new Date(now.getTime() + HOLD_MS);
  let hold: Hold;
  try {
    hold = await deps.db.transaction(async (db) => {
      const live = await countLiveHoldsLockingPlayer(db, request.userId, now);
      const max = deps.config.courtHoldsPerPlayer;
      if (live >= max) throw appError('TOO_MANY_HOLDS', { max: String(max) });
      const stale = await expireStaleHolds(db, court.id, now);
      const { id } = await insertHold(db, {
        courtId: court.id,
        userId: request.userId,
        startsAt,
        endsAt,
        holdExpiresAt,
        priceCents,
        createdAt: now,
      });
      const today = toLocalDate(now);
      const staleDays = stale.map((row) => toLocalDate(row.startsAt)).filter((day) => day >= today);
      for (const date of new Set([request.date, ...staleDays])) {
        await announceCourtDay(db, { courtId: court.id, date }, now);
      }
      return {
        id,
        courtId: court.id,
        date: request.date,
        time: hourText(startHour),
        durationHours: request.durationHours,
        priceCents,
        expiresAt: holdExpiresAt.toISOString(),
        serverNow: now.toISOString(),
      };
    });
  } catch (error) {
    if (sqlStateOf(error) !== EXCLUSION_VIOLATION) throw error;
    throw courtUnavailable(await freeTimesFor(deps, court, request, now));
  }
  await scheduleRelease(deps, hold.id);
  return hold;
}

function freeTimesFor(deps: Deps, court: CourtRow, request: HoldRequest, now: Date) {
  return findCourtDayFreeTimes(deps.db, {
    court,
    date: request.date,
    now,
    durationHours: request.durationHours,
  });
}

/** 409 with the court's free start times that day, one detail each: { path: 'freeTimes', message: 'HH:MM' }. */
function courtUnavailable(freeTimes: string[]) {
  return new AppError(
    ERRORS.COURT_UNAVAILABLE.status,
    'COURT_UNAVAILABLE',
    errorMessage('COURT_UNAVAILABLE'),
    freeTimes.map((time) => ({ path: 'freeTimes', message: time })),
  );
}

/**
 * After the commit (the runners store jobs apart from the transaction). Failing to queue the
 * release is logged, not answered: the hold stays valid, and once its time is up every read
 * and the next hold on the court treat it as free; only open pages go untold.
 */
async function scheduleRelease(deps: Deps, holdId: string) {
  try {
    await deps.jobs.enqueue(
      'courts.release-hold',
      { holdId },
      { delayMs: HOLD_MS, dedupeKey: `courts.release-hold:${holdId}` },
    );
  } catch (error) {
    deps.log.warn({ err: error, holdId }, 'hold placed, but its release could not be queued');
  }
}
