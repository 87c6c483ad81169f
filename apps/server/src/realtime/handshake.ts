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
 * token is a visitor; one with a token that does not verify, whose account no longer exists or
 * whose session was ended, is refused rather than downgraded, so the web app learns its session
 * is gone instead of silently missing its events.
 */
export function createHandshakeCheck(options: {
  allowedOrigins: readonly string[];
  verifyToken: (token: string) => TokenUser;
  /** whether the token's session is still open (a token outlives its account and its session) */
  sessionIsCurrent: (user: TokenUser) => Promise<boolean>;
}) {
  return async (socket: AppSocket, next: (error?: Error) => void) => {
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
    const user = typeof token === 'string' ? verified(token, options.verifyToken) : undefined;
    if (!user || !(await stillCurrent(user, options.sessionIsCurrent))) {
      next(new Error(INVALID_TOKEN));
      return;
    }
    socket.data.user = user;
    next();
  };
}

function verified(token: string, verifyToken: (token: string) => TokenUser): TokenUser | undefined {
  try {
    const { sub, firstName, email, sv } = verifyToken(token);
    return { sub, firstName, email, ...(sv === undefined ? {} : { sv }) };
  } catch {
    return undefined;
  }
}

/**
 * A database that cannot answer right now lets a verified token in: refusing would make the web
 * app give up on its socket for good, while letting in an ended session exposes nothing (its
 * room receives no events, and every HTTP call it makes is checked again).
 */
async function stillCurrent(
  user: TokenUser,
  sessionIsCurrent: (user: TokenUser) => Promise<boolean>,
) {
  try {
    return await sessionIsCurrent(user);
  } catch {
    return true;
  }
}

/** Puts a connected socket in the room of the user its token names. */
export function joinUserRoom(socket: AppSocket) {
  const user = socket.data.user;
  if (user) void socket.join(rooms.user(user.sub));
}
