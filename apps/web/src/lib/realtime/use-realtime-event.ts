import { useEffect, useLayoutEffect, useRef } from 'react';
import { useRealtimeContext } from './realtime-context.ts';
import type { ServerEventName, ServerEventPayload } from './socket-types.ts';

/**
 * Calls `handler` for every `event` the server pushes while the component is mounted, once per
 * event even when a reconnect's catch-up brings it again. The latest handler is used without
 * resubscribing, so it may be an inline function.
 */
export function useRealtimeEvent<E extends ServerEventName>(
  event: E,
  handler: (payload: ServerEventPayload<E>) => void,
) {
  const { events } = useRealtimeContext();
  const handlerRef = useRef(handler);
  useLayoutEffect(() => {
    handlerRef.current = handler;
  });

  useEffect(
    () => events.subscribe(event, (payload) => handlerRef.current(payload)),
    [events, event],
  );
}
