import type { Room } from '@betterplay/contracts';
import type { RealtimeServer } from './socket-types.ts';

/**
 * What operations may do to connected sockets directly. Events are not sent from here: they go
 * into the outbox inside the transaction (`outbox(tx).to(room).emit(...)`, see outbox.ts), and the
 * relay publishes them once committed.
 */
export interface Realtime {
  /** closes every socket in the room, on every API process (e.g. a deleted user's `user:<id>`) */
  disconnect(room: Room): void;
}

export function createRealtime(io: RealtimeServer): Realtime {
  return {
    disconnect(room) {
      io.in(room).disconnectSockets(true);
    },
  };
}
