import type { RealtimeEmitter, ServerEventName, ServerEventPayload } from './realtime-types.ts';
import { categoryRoom, socialRoom, userRoom, type RealtimeServer } from './socket-types.ts';

/** Emits reach sockets on every API process through the adapter. */
export function createEmitter(io: RealtimeServer): RealtimeEmitter {
  function broadcast<E extends ServerEventName>(
    rooms: string | string[],
    event: E,
    payload: ServerEventPayload<E>,
  ) {
    const operator = io.to(rooms);
    // Every server event takes exactly one payload and no acknowledgement; TypeScript cannot see
    // that through socket.io's acknowledgement-decorated parameter types for a generic event.
    const emit = operator.emit.bind(operator) as (event: E, payload: ServerEventPayload<E>) => void;
    emit(event, payload);
  }

  return {
    toUser(userId, event, payload) {
      broadcast(userRoom(userId), event, payload);
    },
    toSocialWatchers({ socialId, category }, event, payload) {
      // One emit to both rooms, so a socket watching the social and its sport gets it once.
      broadcast([socialRoom(socialId), categoryRoom(category)], event, payload);
    },
  };
}
