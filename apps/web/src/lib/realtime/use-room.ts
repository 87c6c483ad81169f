import type { Room } from '@betterplay/contracts';
import { useEffect } from 'react';
import { useRealtimeContext } from './realtime-context.ts';

const NO_ROOMS: readonly Room[] = [];

/**
 * Follows a room's events while mounted; null follows nothing. The provider counts followers, so
 * another component following the same room keeps it when this one unmounts, and it joins the
 * room again after each reconnect. The server decides who may join which room.
 */
export function useRoom(room: Room | null) {
  useRooms(room === null ? NO_ROOMS : [room]);
}

/**
 * `useRoom` for a set of rooms (a sport's page follows one per court it shows). A new array
 * naming the same rooms, in any order, follows nothing anew; a changed set is followed afresh.
 */
export function useRooms(rooms: readonly Room[]) {
  const { followRoom } = useRealtimeContext();
  // One string for the set: rooms hold no newline.
  const key = [...new Set(rooms)].sort().join('\n');
  useEffect(() => {
    if (key === '') return undefined;
    const stops = key.split('\n').map((room) => followRoom(room as Room));
    return () => stops.forEach((stop) => stop());
  }, [key, followRoom]);
}
