import { useEffect, useLayoutEffect, useRef } from 'react';
import { useRealtimeSocket } from './realtime-context.ts';
import type { ServerEventName, ServerEventPayload } from './socket-types.ts';

/**
 * Calls `handler` for every `event` the server pushes while the component is mounted. The latest
 * handler is used without resubscribing, so it may be an inline function.
 */
export function useRealtimeEvent<E extends ServerEventName>(
  event: E,
  handler: (payload: ServerEventPayload<E>) => void,
) {
  const socket = useRealtimeSocket();
  const handlerRef = useRef(handler);
  useLayoutEffect(() => {
    handlerRef.current = handler;
  });

  useEffect(() => {
    if (socket === null) return;
    const listener = (payload: ServerEventPayload<E>) => handlerRef.current(payload);
    // Every server event has exactly one payload argument, so this listener fits each of them.
    const typed = listener as Parameters<typeof socket.on<E>>[1];
    socket.on(event, typed);
    return () => {
      socket.off(event, typed);
    };
  }, [socket, event]);
}
