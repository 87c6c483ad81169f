import { roomRequestSchema } from '@betterplay/contracts';
import type { Deps } from '../deps.ts';
import { answerAck } from './answer-ack.ts';
import { SocketRefusal, type RoomAccess } from './socket-handlers.ts';
import type { AppSocket } from './socket-types.ts';

export const UNKNOWN_ROOM = 'Unknown room';
export const TOO_MANY_ROOMS = 'Too many rooms followed at once';
/** A page follows a handful of rooms; the cap only stops one socket flooding the adapter. */
export const MAX_FOLLOWED_ROOMS = 50;

/** The rooms the modules declared, by kind ('social' for 'social:<id>'). */
export function roomAccessByKind(rooms: readonly RoomAccess[]): Map<string, RoomAccess> {
  const byKind = new Map<string, RoomAccess>();
  for (const access of rooms) {
    if (byKind.has(access.kind) || access.kind === 'user') {
      throw new Error(`Room kind "${access.kind}" is declared twice or reserved`);
    }
    byKind.set(access.kind, access);
  }
  return byKind;
}

/**
 * `room:join` / `room:leave`: a socket follows a room only after the owning module's check.
 * `user:<id>` rooms are the server's to join (after the handshake), never a client's.
 */
export function handleRoomRequests(
  socket: AppSocket,
  options: { deps: Deps; access: ReadonlyMap<string, RoomAccess> },
) {
  const { deps, access } = options;
  socket.on('room:join', (request, ack) => {
    void answerAck(ack, deps.log, async () => {
      const { room, kind, key } = parseRoom(request);
      const roomAccess = access.get(kind);
      if (!roomAccess) throw new SocketRefusal(UNKNOWN_ROOM);
      if (socket.rooms.has(room)) return null;
      if (followedRoomCount(socket) >= MAX_FOLLOWED_ROOMS) throw new SocketRefusal(TOO_MANY_ROOMS);
      await roomAccess.authorize({ deps, user: socket.data.user, key });
      // Joining after a disconnect during the check would leave a room entry no one removes.
      if (socket.connected) await socket.join(room);
      return null;
    });
  });
  socket.on('room:leave', (request, ack) => {
    void answerAck(ack, deps.log, async () => {
      const { room, kind } = parseRoom(request);
      if (kind !== 'user') await socket.leave(room);
      return null;
    });
  });
}

function parseRoom(request: unknown) {
  const parsed = roomRequestSchema.safeParse(request);
  if (!parsed.success) throw new SocketRefusal('Send { room } with the name of a room');
  const { room } = parsed.data;
  const separator = room.indexOf(':');
  if (separator <= 0) throw new SocketRefusal(UNKNOWN_ROOM);
  return { room, kind: room.slice(0, separator), key: room.slice(separator + 1) };
}

function followedRoomCount(socket: AppSocket): number {
  let count = 0;
  // Every socket is also in a room named after its own id, and maybe its user's room.
  for (const room of socket.rooms) if (room !== socket.id && !room.startsWith('user:')) count += 1;
  return count;
}
