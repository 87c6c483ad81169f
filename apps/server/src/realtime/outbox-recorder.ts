import type { Room, ServerEventName } from '@betterplay/contracts';
import type { Database } from '../db/client.ts';
import { findLastWrittenId, findWrittenAfter } from './outbox-repository.ts';

export type SentEvent = { room: Room; event: ServerEventName; payload: unknown };

/**
 * For tests: the events written to the outbox from now on, one entry per room, in write order.
 * What the relay would publish, read from where operations really put it.
 */
export async function recordOutbox(db: Database) {
  const from = await findLastWrittenId(db);
  return {
    async sent(): Promise<SentEvent[]> {
      const rows = await findWrittenAfter(db, from);
      return rows.flatMap(({ rooms, event, payload }) =>
        rooms.map((room) => ({ room: room as Room, event: event as ServerEventName, payload })),
      );
    },
  };
}
