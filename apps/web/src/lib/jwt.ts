import type { TokenClaims } from '@betterplay/contracts';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The shape of the contracts' tokenClaimsSchema, checked by hand: the app shell reads the token on
 * every first visit, and zod (about 23 KB) loads only with the screens that call the API.
 */
function isTokenClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    typeof claims.firstName === 'string' &&
    typeof claims.email === 'string' &&
    typeof claims.exp === 'number' &&
    (claims.iat === undefined || typeof claims.iat === 'number')
  );
}

/** Reads the claims of a token without verifying it (the server verifies); null if malformed. */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (!isTokenClaims(claims)) return null;
    const { sub, firstName, email, exp, iat } = claims;
    return iat === undefined ? { sub, firstName, email, exp } : { sub, firstName, email, exp, iat };
  } catch {
    return null;
  }
}

export function isExpired(claims: TokenClaims, now = Date.now()): boolean {
  return claims.exp * 1000 <= now;
}
