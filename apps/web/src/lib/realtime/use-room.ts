import type { Room } from '@betterplay/contracts';
import { useEffect } from 'react';
import { useRealtimeContext } from './realtime-context.ts';

/**
 * Follows a room's events while mounted; null follows nothing. The provider counts followers, so
 * another component following the same room keeps it when this one unmounts, and it joins the
 * room again after each reconnect. The server decides who may join which room.
 */
export function useRoom(room: Room | null) {
  const { followRoom } = useRealtimeContext();
  useEffect(() => (room === null ? undefined : followRoom(room)), [room, followRoom]);
}
