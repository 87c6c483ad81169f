import { roomRequestSchema } from '@betterplay/contracts';
import type { Deps } from '../deps.ts';
import { answerAck } from './answer-ack.ts';
import { SocketRefusal, socketRefusal, type RoomAccess } from './socket-handlers.ts';
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
      if (!roomAccess) throw socketRefusal('ROOM_UNKNOWN');
      if (socket.rooms.has(room)) return null;
      assertRoomLeft(socket);
      await roomAccess.authorize({ deps, user: socket.data.user, key });
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

/**
 * A resumed session gets its rooms back without asking: each is checked again (the user may have
 * changed, or lost their place), and left if its module now refuses it.
 */
export async function recheckRecoveredRooms(
  socket: AppSocket,
  options: { deps: Deps; access: ReadonlyMap<string, RoomAccess> },
) {
  const restored = [...socket.rooms].filter(
    (room) => room !== socket.id && !room.startsWith('user:'),
  );
  await Promise.all(
    restored.map(async (room) => {
      const { kind, key } = splitRoom(room);
      const roomAccess = options.access.get(kind);
      try {
        if (!roomAccess) throw socketRefusal('ROOM_UNKNOWN');
        await roomAccess.authorize({ deps: options.deps, user: socket.data.user, key });
      } catch (error) {
        if (!(error instanceof SocketRefusal))
          options.deps.log.error({ err: error }, 'room recheck failed');
        await socket.leave(room);
      }
    }),
  );
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
