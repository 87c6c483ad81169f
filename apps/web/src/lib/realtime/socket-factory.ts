import type { AppSocket, SocketFactory } from './socket-types.ts';

export const SOCKET_PATH = '/socket.io';

/** Connects to the page's origin; the server reads the customer token from the handshake. */
export const browserSocketFactory: SocketFactory = async ({ getToken }) => {
  // socket.io-client loads with the first page that needs realtime, not with every page.
  const { io } = await import('socket.io-client');
  const socket: AppSocket = io({
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    auth: (send) => {
      const token = getToken();
      send(token ? { token } : {});
    },
  });
  return socket;
};

let factoryOverride: SocketFactory | null = null;

/**
 * Replaces the factory every RealtimeProvider without its own `createSocket` uses (tests install a
 * fake emitter this way, since they render the whole app). Pass null to restore the default.
 */
export function setSocketFactoryOverride(factory: SocketFactory | null) {
  factoryOverride = factory;
}

/** The real connection in the browser; none under tests unless one was installed. */
export const defaultSocketFactory: SocketFactory = (options) => {
  if (factoryOverride) return factoryOverride(options);
  if (import.meta.env.MODE === 'test') return null;
  return browserSocketFactory(options);
};
