import type { TokenClaims } from '@betterplay/contracts';
import { readToken } from '../../lib/auth-token.ts';
import { decodeTokenClaims, isExpired } from '../../lib/jwt.ts';
import { loadAuthRecord, SIGNED_OUT_RECORD, type SavedAuthRecord } from './auth-record.ts';

/** The signed-in user, read from the token's claims. */
export interface CurrentUser {
  id: string;
  firstName: string;
  email: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export function userFromClaims(claims: TokenClaims): CurrentUser {
  return {
    id: claims.sub,
    firstName: claims.firstName,
    email: claims.email,
    expiresAt: claims.exp * 1000,
  };
}

/** The record for a freshly signed-in user, keeping saved details that belong to the same person. */
export function recordForUser(
  user: CurrentUser,
  previous: SavedAuthRecord | null,
): SavedAuthRecord {
  const samePerson = previous !== null && previous.email === user.email;
  return {
    isAuthenticated: true,
    userName: samePerson && previous.userName ? previous.userName : user.firstName,
    firstName: user.firstName,
    email: user.email,
    mobileNumber: samePerson ? previous.mobileNumber : '',
    postcode: samePerson ? previous.postcode : '',
  };
}

export interface RestoredSession {
  user: CurrentUser | null;
  record: SavedAuthRecord;
  /** A token was found but its `exp` had passed. */
  expired: boolean;
  /** The token cookie holds an expired or malformed token that should be removed. */
  staleToken: boolean;
}

/** Rebuilds the session on page load from the token cookie and the saved record (reads only). */
export function restoreSession(now = Date.now()): RestoredSession {
  // Rendered on the server, the page is a visitor's: the server renders none for a token.
  if (typeof window === 'undefined') {
    return { user: null, record: SIGNED_OUT_RECORD, expired: false, staleToken: false };
  }
  const saved = loadAuthRecord();
  const token = readToken();
  const claims = token ? decodeTokenClaims(token) : null;

  if (claims && !isExpired(claims, now)) {
    const user = userFromClaims(claims);
    return { user, record: recordForUser(user, saved), expired: false, staleToken: false };
  }
  const record = saved && !saved.isAuthenticated ? saved : SIGNED_OUT_RECORD;
  return { user: null, record, expired: claims !== null, staleToken: token !== null };
}
