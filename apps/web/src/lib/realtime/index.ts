export { RealtimeProvider } from './realtime-provider.tsx';
export { AckTimeoutError, requestWithAck } from './ack-request.ts';
export { useRealtimeSocket, useSocketStatus } from './realtime-context.ts';
export { useRealtimeEvent } from './use-realtime-event.ts';
export { useRoom, useRooms } from './use-room.ts';
export {
  browserSocketFactory,
  defaultSocketFactory,
  setSocketFactoryOverride,
} from './socket-factory.ts';
export type {
  AppSocket,
  ServerEventName,
  ServerEventPayload,
  SocketFactory,
  SocketFactoryOptions,
  SocketStatus,
} from './socket-types.ts';
