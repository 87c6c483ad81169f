import { availabilityQuerySchema, rooms } from '@betterplay/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../realtime/outbox.ts';
import { socketRefusal, type SocketHandlers } from '../../realtime/socket-handlers.ts';
import { findCourtDayFreeTimes } from './stadiums/court-availability.ts';
import { findCourtById, lockCourtById } from './stadiums/stadiums-repository.ts';

const courtIdSchema = z.uuid();

/**
 * A sport page is public, so anyone, visitors included, may follow a court's day
 * (`court:<courtId>:<YYYY-MM-DD>`) for live free times.
 */
export const courtsSocketHandlers: SocketHandlers = {
  rooms: [
    {
      kind: 'court',
      visitors: 'allowed',
      async authorize({ deps, key }) {
        const [courtId = '', date = '', ...rest] = key.split(':');
        const validDate = availabilityQuerySchema.safeParse({ date }).success;
        if (rest.length > 0 || !validDate || !courtIdSchema.safeParse(courtId).success) {
          throw socketRefusal('ROOM_UNKNOWN');
        }
        if (!(await findCourtById(deps.db, courtId))) throw socketRefusal('COURT_NOT_FOUND');
      },
    },
  ],
};

/**
 * Tells every page showing a court's day its free one-hour start times, from inside the
 * transaction that changed them (a hold placed, released or expired; a paid booking cancelled):
 *
 *   await announceCourtDay(tx, { courtId, date: toLocalDate(startsAt) }, deps.clock.now());
 *
 * It locks the court's row first, so writers on one court announce one at a time: each reads
 * after the commits of those before it, and the last event sent is always the true state.
 * Call it after the transaction's own change, once per court and date touched.
 */
export async function announceCourtDay(
  db: Database,
  day: { courtId: string; date: string },
  now: Date,
): Promise<void> {
  await lockCourtById(db, day.courtId);
  const court = await findCourtById(db, day.courtId);
  if (!court) return;
  const freeTimes = await findCourtDayFreeTimes(db, {
    court,
    date: day.date,
    now,
    durationHours: 1,
  });
  await outbox(db)
    .to(rooms.courtDay(day.courtId, day.date))
    .emit('court:availability-changed', { courtId: day.courtId, date: day.date, freeTimes });
}
