import type { Room, ServerEventName, ServerEventPayload } from '@betterplay/contracts';
import type { Database } from '../db/client.ts';
import { insertEvents, type EventRow } from './outbox-repository.ts';

export type OutboxEmitter = {
  emit<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>): Promise<void>;
};

/**
 * How operations and jobs push to browsers, inside the transaction of the change:
 * `await outbox(tx).to(rooms.user(id)).emit('join-request:decided', payload)`. The event is
 * stored with the change (both or neither) and published by the relay once committed, on every
 * API process, however long Redis is away. Several rooms in one call are one stored event and
 * one emit (a socket in more than one of them gets it once); every user among the rooms can
 * read it back (`user_ids`).
 */
export function outbox(db: Database) {
  return {
    to(room: Room | readonly Room[]): OutboxEmitter {
      const targets = typeof room === 'string' ? [room] : [...new Set(room)];
      return {
        async emit(event, payload) {
          await insertEvents(db, rowsFor(targets, event, payload));
        },
      };
    },
    /**
     * Several events in one round trip (build each with `outboxEvent`), for the hot write paths
     * that would otherwise store their events one statement at a time. Same guarantees as `to`.
     */
    async emitAll(events: readonly OutboxEvent[]) {
      await insertEvents(
        db,
        events.flatMap(({ to, event, payload }) =>
          rowsFor(typeof to === 'string' ? [to] : [...new Set(to)], event, payload),
        ),
      );
    },
  };
}

/** One event for `outbox(db).emitAll`, typed like `emit`. */
export type OutboxEvent = { to: Room | readonly Room[]; event: ServerEventName; payload: unknown };

export function outboxEvent<E extends ServerEventName>(
  to: Room | readonly Room[],
  event: E,
  payload: ServerEventPayload<E>,
): OutboxEvent {
  return { to, event, payload };
}

/** One row per event, whatever the number of rooms: the relay publishes it with one emit. */
function rowsFor(targets: readonly Room[], event: ServerEventName, payload: unknown): EventRow[] {
  if (targets.length === 0) return [];
  return [{ rooms: [...targets], event, body: JSON.stringify(payload) }];
}
