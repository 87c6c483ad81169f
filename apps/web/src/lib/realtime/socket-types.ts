import type {
  ClientToServerEvents,
  ServerEventName,
  ServerEventPayload,
  ServerToClientEvents,
} from '@betterplay/contracts';
import type { Socket } from 'socket.io-client';

/** The one typed Socket.IO connection of the app. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type { ServerEventName, ServerEventPayload };

export interface SocketFactoryOptions {
  /** Read at every (re)connection, so a reconnect always presents the current token. */
  getToken: () => string | null;
}

/**
 * Opens the connection, at once or once its code has loaded; null means "no realtime" (the
 * default under tests).
 */
export type SocketFactory = (
  options: SocketFactoryOptions,
) => AppSocket | null | Promise<AppSocket | null>;

/**
 * - disabled: no socket (tests, a factory that declined, or a visitor following no room)
 * - connecting / connected / disconnected: the connection's life
 * - refused: the server refused the handshake (e.g. a rejected token); no automatic retry
 */
export type SocketStatus = 'disabled' | 'connecting' | 'connected' | 'disconnected' | 'refused';
