import type { ClientToServerEvents, ServerToClientEvents } from '@betterplay/contracts';
import type { Server, Socket } from 'socket.io';
import type { TokenUser } from '../plugins/auth.ts';

/** Servers talk to each other only through the adapter, never with custom events. */
type InterServerEvents = Record<string, never>;

export type SocketData = {
  /** null for visitors: they may join public rooms (a social's live counts), nothing else */
  user: TokenUser | null;
  /** set when client-event-limit.ts closes it for flooding: its address cools off (visitors) */
  cutOffForFlooding?: boolean;
};

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

export type AppSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
