import type { Room, ServerEventName } from '@betterplay/contracts';
import type { Realtime } from './realtime.ts';

export type SentEvent = { room: Room; event: ServerEventName; payload: unknown };

/** Stands in for deps.realtime in tests, so they see exactly what would be pushed, and where. */
export function recordingRealtime() {
  const sent: SentEvent[] = [];
  const realtime: Realtime = {
    to(room) {
      const targets = typeof room === 'string' ? [room] : [...room];
      return {
        emit(event, payload) {
          for (const target of targets) sent.push({ room: target, event, payload });
        },
      };
    },
  };
  return { realtime, sent };
}
