import type { Room, ServerEventName } from '@betterplay/contracts';
import { asc, gt, max } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outboxEvents } from '../db/schema/outbox.ts';

export type SentEvent = { room: Room; event: ServerEventName; payload: unknown };

/**
 * For tests: the events written to the outbox from now on, one entry per room, in write order.
 * What the relay would publish, read from where operations really put it.
 */
export async function recordOutbox(db: Database) {
  const [start] = await db.select({ id: max(outboxEvents.id) }).from(outboxEvents);
  const from = start?.id ?? 0n;
  return {
    async sent(): Promise<SentEvent[]> {
      const rows = await db
        .select({
          rooms: outboxEvents.rooms,
          event: outboxEvents.event,
          payload: outboxEvents.payload,
        })
        .from(outboxEvents)
        .where(gt(outboxEvents.id, from))
        .orderBy(asc(outboxEvents.id));
      return rows.flatMap(({ rooms, event, payload }) =>
        rooms.map((room) => ({ room: room as Room, event: event as ServerEventName, payload })),
      );
    },
  };
}
