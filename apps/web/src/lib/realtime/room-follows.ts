import type { Room } from '@betterplay/contracts';
import type { AppSocket } from './socket-types.ts';

/**
 * The rooms the app follows, counted by follower: two components on one page may follow the same
 * room, and the first to unmount must not leave it for the other. The socket joins a room for
 * its first follower and leaves it after its last; after each (re)connect it joins them all
 * again, since a new session starts in no room but its user's.
 */
export interface RoomFollows {
  /** Counts one more follower; answers how to stop following. */
  follow(room: Room): () => void;
  /** The socket to talk to (null while there is none). Joins happen on its `connect`. */
  attach(socket: AppSocket | null): void;
  /** Joins every followed room: on connect and after each reconnect. */
  joinAll(): void;
}

export function createRoomFollows(): RoomFollows {
  const counts = new Map<Room, number>();
  let socket: AppSocket | null = null;

  const join = (room: Room) => {
    if (socket === null || !socket.connected) return;
    socket.emit('room:join', { room }, (answer) => {
      // The server refused the room (unknown, not allowed, too many): its events will not come.
      if ('error' in answer) console.warn(`Could not follow ${room}: ${answer.error}`);
    });
  };

  const unfollow = (room: Room) => {
    const count = counts.get(room) ?? 0;
    if (count > 1) {
      counts.set(room, count - 1);
      return;
    }
    counts.delete(room);
    // Disconnected, nothing can be sent; a session the server later resumes may keep the room,
    // which costs a few unheard events, not wrong ones.
    if (count === 1 && socket?.connected) socket.emit('room:leave', { room });
  };

  return {
    follow(room) {
      const count = (counts.get(room) ?? 0) + 1;
      counts.set(room, count);
      if (count === 1) join(room);
      let followed = true;
      return () => {
        // A second call (e.g. a cleanup run twice) must not take another follower's count.
        if (!followed) return;
        followed = false;
        unfollow(room);
      };
    },
    attach(next) {
      socket = next;
    },
    joinAll() {
      for (const room of counts.keys()) join(room);
    },
  };
}
