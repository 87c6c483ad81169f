import { createContext, useContext } from 'react';
import type { Room } from '@betterplay/contracts';
import type { EventStream } from './event-stream.ts';
import type { AppSocket, SocketStatus } from './socket-types.ts';

export interface RealtimeContextValue {
  socket: AppSocket | null;
  status: SocketStatus;
  /**
   * Follows a room until the returned function is called; a visitor's first room also opens the
   * connection (a signed-out visitor has none until a page follows a room).
   */
  followRoom: (room: Room) => () => void;
  /** Every event, live or caught up, each id once (see event-stream.ts). */
  events: EventStream;
}

export const RealtimeContext = createContext<RealtimeContextValue | null>(null);

export function useRealtimeContext(): RealtimeContextValue {
  const value = useContext(RealtimeContext);
  if (value === null) throw new Error('Realtime hooks must be used inside <RealtimeProvider>');
  return value;
}

/** The current socket, or null when there is none (yet). */
export function useRealtimeSocket(): AppSocket | null {
  return useRealtimeContext().socket;
}

export function useSocketStatus(): SocketStatus {
  return useRealtimeContext().status;
}
