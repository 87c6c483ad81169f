import type { Deps } from '../deps.ts';
import { limitClientEvents } from './client-event-limit.ts';
import { joinUserRoom } from './handshake.ts';
import { createRoomChecks } from './room-checks.ts';
import { handleRoomRequests, roomAccessByKind } from './room-requests.ts';
import type { SocketHandlers } from './socket-handlers.ts';
import type { AppSocket } from './socket-types.ts';

/**
 * What every socket gets once its handshake passed: its user's room, the rate limit on what it
 * sends, `room:join`/`room:leave` with the modules' checks, and the modules' own events. The room
 * checks' memory is shared by the sockets of this process; nothing here is kept per socket
 * outside the socket itself, so a closed socket leaves nothing behind.
 */
export function createConnectionHandler(handlers: readonly SocketHandlers[], deps: Deps) {
  const access = roomAccessByKind(handlers.flatMap((handler) => handler.rooms ?? []));
  const checks = createRoomChecks(deps.clock);
  return (socket: AppSocket) => {
    joinUserRoom(socket);
    limitClientEvents(socket, { log: deps.log });
    handleRoomRequests(socket, { deps, access, checks });
    for (const handler of handlers) handler.register?.(socket, deps);
  };
}
