import { TOKEN_COOKIE } from '@betterplay/contracts';
import { getCookie, removeCookie, setCookie } from './cookies.ts';

export const TOKEN_COOKIE_DAYS = 365;

export function readToken(): string | null {
  const token = getCookie(TOKEN_COOKIE);
  return token ? token : null;
}

export function writeToken(token: string) {
  setCookie(TOKEN_COOKIE, token, { days: TOKEN_COOKIE_DAYS, path: '/' });
}

export function clearToken() {
  removeCookie(TOKEN_COOKIE, '/');
}
