import { roomRequestSchema } from '@betterplay/contracts';
import type { Deps } from '../deps.ts';
import { answerAck } from './answer-ack.ts';
import type { RoomChecks } from './room-checks.ts';
import { socketRefusal, type RoomAccess } from './socket-handlers.ts';
import type { AppSocket } from './socket-types.ts';
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
 * `user:<id>` rooms are the server's to join (after the handshake), never a client's. What a
 * refused or repeated join costs is kept small, since anyone can send them: a visitor asking for
 * a members' room is refused before any check, a room already followed costs nothing, and a
 * module's check is remembered briefly (`checks`).
 */
export function handleRoomRequests(
  socket: AppSocket,
  options: { deps: Deps; access: ReadonlyMap<string, RoomAccess>; checks: RoomChecks },
) {
  const { deps, access, checks } = options;
  socket.on('room:join', (request, ack) => {
    void answerAck(ack, deps.log, async () => {
      const { room, kind, key } = parseRoom(request);
      const roomAccess = access.get(kind);
      if (!roomAccess) throw socketRefusal('ROOM_UNKNOWN');
      const user = socket.data.user;
      if (user === null && roomAccess.visitors === 'refused') {
        throw socketRefusal('ROOM_SIGN_IN_REQUIRED');
      }
      if (socket.rooms.has(room)) return null;
      assertRoomLeft(socket);
      await checks.authorize(roomAccess, { deps, user, key });
      // Again: joins sent together all passed the first check while their checks ran.
      assertRoomLeft(socket);
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

function assertRoomLeft(socket: AppSocket) {
  if (followedRoomCount(socket) >= MAX_FOLLOWED_ROOMS) throw socketRefusal('ROOMS_TOO_MANY');
}

function splitRoom(room: string) {
  const separator = room.indexOf(':');
  return separator <= 0
    ? { kind: '', key: '' }
    : { kind: room.slice(0, separator), key: room.slice(separator + 1) };
}

function parseRoom(request: unknown) {
  const parsed = roomRequestSchema.safeParse(request);
  if (!parsed.success) throw socketRefusal('ROOM_REQUEST_INVALID');
  const { room } = parsed.data;
  const { kind, key } = splitRoom(room);
  if (kind === '') throw socketRefusal('ROOM_UNKNOWN');
  return { room, kind, key };
}

function followedRoomCount(socket: AppSocket): number {
  let count = 0;
  // Every socket is also in a room named after its own id, and maybe its user's room.
  for (const room of socket.rooms) if (room !== socket.id && !room.startsWith('user:')) count += 1;
  return count;
}
