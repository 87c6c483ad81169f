import type { Room, ServerEventName, ServerEventPayload } from '@betterplay/contracts';
import type { RealtimeServer } from './socket-types.ts';

export type RoomEmitter = {
  emit<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>): void;
};

/**
 * How operations and jobs push to browsers: `deps.realtime.to(room).emit(event, payload)`. Call
 * it only after the database transaction has committed; with Redis it reaches sockets connected
 * to any API process. Several rooms in one call reach a socket in more than one of them once.
 */
export interface Realtime {
  to(room: Room | readonly Room[]): RoomEmitter;
}

export function createRealtime(io: RealtimeServer): Realtime {
  return {
    to(room) {
      const operator = io.to(typeof room === 'string' ? room : [...room]);
      return {
        emit(event, payload) {
          // Every server event takes exactly one payload and no acknowledgement; TypeScript cannot
          // see that through socket.io's acknowledgement-decorated parameter types for a generic event.
          const emit = operator.emit.bind(operator) as (
            name: typeof event,
            body: typeof payload,
          ) => void;
          emit(event, payload);
        },
      };
    },
  };
}
