interface TokenOptions {
  sub?: string;
  firstName?: string;
  email?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
}

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A token shaped like the API's (the signature is not checked by the browser). */
export function makeToken({
  sub = 'user-1',
  firstName = 'Alex',
  email = 'alex@example.com',
  expiresIn = 3600,
}: TokenOptions = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64Url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64Url({ sub, firstName, email, iat: now, exp: now + expiresIn });
  return `${header}.${payload}.signature`;
}

export function tokenCookie(): string | null {
  const match = document.cookie.match(/(?:^|;\s*)pacecustomertoken=([^;]*)/);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export function setTokenCookie(token: string) {
  document.cookie = `pacecustomertoken=${encodeURIComponent(token)}; path=/`;
}
