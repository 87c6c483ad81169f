import type { Room, ServerEventName, ServerEventPayload } from '@betterplay/contracts';
import { max, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outboxEvents } from '../db/schema/outbox.ts';

/** Told on commit of every transaction that wrote events: the relays wake up. */
export const OUTBOX_WRITTEN_CHANNEL = 'outbox_written';

export type OutboxEmitter = {
  emit<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>): Promise<void>;
};

/**
 * How operations and jobs push to browsers, inside the transaction of the change:
 * `await outbox(tx).to(rooms.user(id)).emit('join-request:decided', payload)`. The event is
 * stored with the change (both or neither) and published by the relay once committed, on every
 * API process, however long Redis is away. Several rooms in one call reach a socket in more
 * than one of them once; each user room is stored apart, so its user can read it back.
 */
export function outbox(db: Database) {
  return {
    to(room: Room | readonly Room[]): OutboxEmitter {
      const targets = typeof room === 'string' ? [room] : [...new Set(room)];
      return {
        async emit(event, payload) {
          await insertEvents(db, rowsFor(targets), event, payload);
        },
      };
    },
  };
}

type Target = { rooms: Room[]; userId: string | null };

function rowsFor(targets: readonly Room[]): Target[] {
  const userRooms = targets.filter((room) => room.startsWith('user:'));
  const shared = targets.filter((room) => !room.startsWith('user:'));
  const rows: Target[] = userRooms.map((room) => ({ rooms: [room], userId: room.slice(5) }));
  if (shared.length > 0) rows.push({ rooms: shared, userId: null });
  return rows;
}

async function insertEvents(db: Database, targets: Target[], event: string, payload: unknown) {
  if (targets.length === 0) return;
  const body = JSON.stringify(payload);
  const values = targets.map(
    ({ rooms, userId }) =>
      sql`(array[${sql.join(
        rooms.map((room) => sql`${room}`),
        sql`, `,
      )}]::text[], ${userId}::uuid, ${event}, ${body}::jsonb)`,
  );
  // One round trip: the rows, and a wake-up that PostgreSQL delivers only if this commits.
  await db.execute(sql`
    with inserted as (
      insert into outbox_events (rooms, user_id, event, payload)
      values ${sql.join(values, sql`, `)}
      returning id
    )
    select pg_notify(${OUTBOX_WRITTEN_CHANNEL}, '') from (select 1 from inserted limit 1) as written`);
}

/** The last position the relay has given out (0 if none): where delivery and catch-up start. */
export async function findLastPosition(db: Database): Promise<bigint> {
  const [row] = await db.select({ top: max(outboxEvents.position) }).from(outboxEvents);
  return row?.top ?? 0n;
}
