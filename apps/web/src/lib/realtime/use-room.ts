import type { Room } from '@betterplay/contracts';
import { useEffect } from 'react';
import { useRealtimeContext } from './realtime-context.ts';

/**
 * Follows a room's events while mounted: joins it on connect and again after each reconnect,
 * leaves it on unmount. null follows nothing. The server decides who may join which room.
 */
export function useRoom(room: Room | null) {
  const { socket, requestConnection } = useRealtimeContext();
  useEffect(() => {
    if (room !== null) requestConnection();
  }, [room, requestConnection]);
  useEffect(() => {
    if (socket === null || room === null) return;
    const join = () => {
      socket.emit('room:join', { room });
    };
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      if (socket.connected) socket.emit('room:leave', { room });
    };
  }, [socket, room]);
}
