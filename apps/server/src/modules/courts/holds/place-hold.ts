import { rooms, HOLD_MINUTES, type BookingDurationHours, type Hold } from '@betterplay/contracts';
import type { Database } from '../../../db/client.ts';
import { sqlStateOf } from '../../../db/errors.ts';
import type { Deps } from '../../../deps.ts';
import { appError } from '../../../errors.ts';
import { toLocalDate } from '../../../local-time.ts';
import { outbox } from '../../../realtime/outbox.ts';
import { findCourtDayFreeTimes, hourText, slotStart } from '../stadiums/court-availability.ts';
import { announceCourtDay } from '../court-rooms.ts';
import { releaseHoldJob } from '../jobs/release-hold.job.ts';
import {
  findOwnLiveHoldOfSlot,
  findOwnLiveHolds,
  insertHoldUnderCap,
  lockPlayerAndExpireStaleHolds,
} from './holds-repository.ts';
import { describeHold } from './list-holds.ts';
import {
  findCourtWithPrice,
  lockCourtById,
  type CourtRow,
} from '../stadiums/stadiums-repository.ts';

export const HOLD_MS = HOLD_MINUTES * 60_000;
/** PostgreSQL's exclusion_violation: court_bookings_no_overlap refused an overlapping hold. */
const EXCLUSION_VIOLATION = '23P01';
/**
 * PostgreSQL's deadlock_detected. Two transactions inserting overlapping holds at once each wait
 * for the other's row to commit or go before checking the exclusion constraint (its check
 * cannot see which came first), and PostgreSQL ends one of them: it lost the race like a refusal.
 */
const DEADLOCK_DETECTED = '40P01';

type HoldRequest = {
  userId: string;
  courtId: string;
  date: string;
  /** 'HH:00' */
  time: string;
  durationHours: BookingDurationHours;
};

/** A hold and whether this request made it (201) or found the player's own (200). */
export type PlacedHold = { hold: Hold; created: boolean };

/**
 * A player holds a court for HOLD_MINUTES while paying. Asking again for a slot and duration
 * the player already holds (a reopened page, a second tab) answers that hold, its countdown
 * unchanged, instead of refusing the player their own court. The database decides races: the
 * exclusion constraint refuses a second held-or-paid row overlapping the first, and the loser
 * hears the court's free start times that day for the same duration. Holds past their time on
 * that court are expired first, in the same transaction, so they never block anyone. A player
 * holds at most config.courtHoldsPerPlayer courts at once, so no one can block a stadium's day.
 */
export async function placeHold(input: HoldRequest & { deps: Deps }): Promise<PlacedHold> {
  try {
    return await placeHoldOnce(input);
  } catch (error) {
    if (sqlStateOf(error) !== DEADLOCK_DETECTED) throw error;
    // Once more, as a request arriving now: the other hold has committed (409, or this player's
    // own from another tab), or went too and the slot is free again.
    return placeHoldOnce(input);
  }
}

async function placeHoldOnce({
  deps,
  ...request
}: HoldRequest & { deps: Deps }): Promise<PlacedHold> {
  const now = deps.clock.now();
  const found = await findCourtWithPrice(deps.db, request.courtId, request.durationHours);
  if (!found) throw appError('COURT_NOT_FOUND');
  const { priceCents, ...court } = found;
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
  const slot = { userId: request.userId, courtId: court.id, startsAt, endsAt, now };
  // The player's own hold comes back even once its hour has begun: it can still be paid, and a
  // page opened again at 9:01 resumes the 9:00 hold it made at 8:59 rather than failing.
  const resumed = await ownHoldOfSlot(deps, slot, request);
  if (resumed) return { hold: resumed, created: false };
  if (startsAt < now) throw appError('SLOT_IN_PAST');
  // A court without a price for this duration is not offered (availability leaves it out).
  if (priceCents === null) throw appError('COURT_NOT_FOUND');
  const offered = await freeTimesFor(deps, court, request, now);
  // Taken already (or past the booking horizon): answered without trying. Between requests
  // that all find it free, the constraint decides.
  if (!offered.includes(hourText(startHour))) return ownHoldOrRefusal(deps, slot, request, offered);

  const holdExpiresAt = new Date(now.getTime() + HOLD_MS);
  let hold: Hold;
  try {
    hold = await deps.db.transaction(async (db) => {
      const stale = await lockPlayerAndExpireStaleHolds(db, {
        userId: request.userId,
        courtId: court.id,
        now,
      });
      const max = deps.config.courtHoldsPerPlayer;
      const id = await insertHoldUnderCap(
        db,
        {
          courtId: court.id,
          userId: request.userId,
          startsAt,
          endsAt,
          holdExpiresAt,
          priceCents,
          createdAt: now,
        },
        max,
      );
      if (id === undefined) throw await tooManyHolds(db, request.userId, now, max);
      const today = toLocalDate(now);
      const staleDays = stale.map((row) => toLocalDate(row.startsAt)).filter((day) => day >= today);
      await announceHeldDay(db, { court, date: request.date }, now);
      for (const date of new Set(staleDays.filter((day) => day !== request.date))) {
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
    return ownHoldOrRefusal(deps, slot, request, await freeTimesFor(deps, court, request, now));
  }
  await scheduleRelease(deps, hold.id);
  return { hold, created: true };
}

/**
 * The slot is taken: the same player's other request (a second tab) may have taken it since
 * this one looked, and then it answers that hold; otherwise 409 with the free times.
 */
async function ownHoldOrRefusal(
  deps: Deps,
  slot: Parameters<typeof findOwnLiveHoldOfSlot>[1],
  request: HoldRequest,
  freeTimes: string[],
): Promise<{ hold: Hold; created: false }> {
  const won = await ownHoldOfSlot(deps, slot, request);
  if (won) return { hold: won, created: false };
  throw courtUnavailable(freeTimes);
}

async function ownHoldOfSlot(
  deps: Deps,
  slot: Parameters<typeof findOwnLiveHoldOfSlot>[1],
  request: HoldRequest,
): Promise<Hold | undefined> {
  const own = await findOwnLiveHoldOfSlot(deps.db, slot);
  if (!own) return undefined;
  return {
    id: own.id,
    courtId: slot.courtId,
    date: request.date,
    time: request.time,
    durationHours: request.durationHours,
    priceCents: own.priceCents,
    expiresAt: own.holdExpiresAt.toISOString(),
    serverNow: slot.now.toISOString(),
  };
}

/** 429 naming each hold the player has, one detail each: { path: 'holds.<id>', message: what it is }. */
async function tooManyHolds(db: Database, userId: string, now: Date, max: number) {
  const holds = await findOwnLiveHolds(db, { userId, now });
  return appError('TOO_MANY_HOLDS', { max: String(max) }).withDetails(
    holds.map((row) => ({ path: `holds.${row.id}`, message: describeHold(row) })),
  );
}

/**
 * announceCourtDay (court-rooms.ts) for the day just held, with the court already in hand: the
 * same lock on the court's row before reading, so writers on one court announce one at a time,
 * minus the court's second read.
 */
async function announceHeldDay(db: Database, day: { court: CourtRow; date: string }, now: Date) {
  await lockCourtById(db, day.court.id);
  const freeTimes = await findCourtDayFreeTimes(db, {
    court: day.court,
    date: day.date,
    now,
    durationHours: 1,
  });
  await outbox(db)
    .to(rooms.courtDay(day.court.id, day.date))
    .emit('court:availability-changed', { courtId: day.court.id, date: day.date, freeTimes });
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
  return appError('COURT_UNAVAILABLE').withDetails(
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
    await releaseHoldJob.enqueue(
      deps,
      { holdId },
      { delayMs: HOLD_MS, dedupeKey: `courts.release-hold:${holdId}` },
    );
  } catch (error) {
    deps.log.warn({ err: error, holdId }, 'hold placed, but its release could not be queued');
  }
}
