import type { MyHold } from '@betterplay/contracts';
import type { Deps } from '../../../deps.ts';
import { toLocalDate, toLocalTime } from '../../../local-time.ts';
import { findOwnLiveHolds, type OwnHoldRow } from './holds-repository.ts';

/** The player's holds not yet expired, so pages can show, resume and release them. */
export async function listMyHolds({
  deps,
  userId,
}: {
  deps: Deps;
  userId: string;
}): Promise<MyHold[]> {
  const now = deps.clock.now();
  const rows = await findOwnLiveHolds(deps.db, { userId, now });
  return rows.map((row) => toMyHold(row, now));
}

const hoursOf = (row: OwnHoldRow) =>
  Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 3_600_000);

function toMyHold(row: OwnHoldRow, now: Date): MyHold {
  return {
    id: row.id,
    courtId: row.courtId,
    date: toLocalDate(row.startsAt),
    time: toLocalTime(row.startsAt).slice(0, 5),
    durationHours: hoursOf(row),
    priceCents: row.priceCents,
    expiresAt: row.holdExpiresAt.toISOString(),
    serverNow: now.toISOString(),
    stadium: { id: row.stadiumId, name: row.stadiumName },
    sport: row.sport,
    court: { name: row.courtName, number: row.courtNumber },
  };
}

/** 'Court 2, Central Park Stadium, 2026-11-27 at 18:00 for 1 hour': a hold named in a refusal. */
export function describeHold(row: OwnHoldRow): string {
  const hours = hoursOf(row);
  const when = `${toLocalDate(row.startsAt)} at ${toLocalTime(row.startsAt).slice(0, 5)}`;
  return `${row.courtName}, ${row.stadiumName}, ${when} for ${hours} hour${hours === 1 ? '' : 's'}`;
}
