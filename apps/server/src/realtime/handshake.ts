import { rooms } from '@betterplay/contracts';
import type { TokenUser } from '../plugins/auth.ts';
import type { AppSocket } from './socket-types.ts';

export const ORIGIN_NOT_ALLOWED = 'Origin not allowed';
export const INVALID_TOKEN = 'Invalid or expired token';

/**
 * Whether a browser on `origin` may open a socket. Same host as the request, or listed in
 * CORS_ORIGINS. A missing Origin is allowed in every environment: browsers send it on every
 * cross-site request and on every WebSocket, and omit it only on same-origin GETs (socket.io's
 * polling handshake), while a non-browser client could send any Origin it likes, so refusing
 * "no Origin" would break same-origin polling without stopping anyone.
 */
export function isOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    // e.g. "null" from sandboxed frames and file:// pages
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (host !== undefined && url.host === host.toLowerCase()) return true;
  return allowedOrigins.includes(url.origin);
}

/**
 * The `io.use` middleware: checks the Origin, then the optional `auth.token`. A socket without a
 * token is a visitor; one with a token that does not verify is refused rather than downgraded,
 * so the web app learns its session is gone instead of silently missing its events.
 */
export function createHandshakeCheck(options: {
  allowedOrigins: readonly string[];
  verifyToken: (token: string) => TokenUser;
}) {
  return (socket: AppSocket, next: (error?: Error) => void) => {
    const { origin, host } = socket.handshake.headers;
    if (!isOriginAllowed(origin, host, options.allowedOrigins)) {
      next(new Error(ORIGIN_NOT_ALLOWED));
      return;
    }
    const token: unknown = socket.handshake.auth.token;
    if (token === undefined || token === null || token === '') {
      socket.data.user = null;
      next();
      return;
    }
    if (typeof token !== 'string') {
      next(new Error(INVALID_TOKEN));
      return;
    }
    try {
      const { sub, firstName, email } = options.verifyToken(token);
      socket.data.user = { sub, firstName, email };
      next();
    } catch {
      next(new Error(INVALID_TOKEN));
    }
  };
}

/**
 * Puts a connected socket in its user's room. A recovered session brings back the rooms it had,
 * which may include another user's room if the tab signed out and in again meanwhile: only the
 * room of the token presented now is kept.
 */
export function joinUserRoom(socket: AppSocket) {
  const user = socket.data.user;
  const own = user ? rooms.user(user.sub) : null;
  for (const room of [...socket.rooms]) {
    if (room.startsWith('user:') && room !== own) void socket.leave(room);
  }
  if (own) void socket.join(own);
}
