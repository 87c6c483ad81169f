import { useEffect } from 'react';
import { useRealtimeSocket } from './realtime-context.ts';
import type { WatchTarget } from './socket-types.ts';

/**
 * Follows live attendee counts ('social:attendees') of one social or of a sport's list while
 * mounted. Watches again after each reconnect; null watches nothing.
 */
export function useWatchSocials(target: WatchTarget | null) {
  const socket = useRealtimeSocket();
  const socialId = target !== null && 'socialId' in target ? target.socialId : null;
  const category = target !== null && 'category' in target ? target.category : null;

  useEffect(() => {
    if (socket === null) return;
    const room: WatchTarget | null =
      socialId !== null ? { socialId } : category !== null ? { category } : null;
    if (room === null) return;
    const watch = () => {
      socket.emit('socials:watch', room);
    };
    if (socket.connected) watch();
    socket.on('connect', watch);
    return () => {
      socket.off('connect', watch);
      if (socket.connected) socket.emit('socials:unwatch', room);
    };
  }, [socket, socialId, category]);
}
