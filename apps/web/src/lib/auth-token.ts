import { TOKEN_COOKIE } from '@betterplay/contracts';
import { getCookie, removeCookie, setCookie } from './cookies.ts';

export const TOKEN_COOKIE_DAYS = 365;

export function readToken(): string | null {
  const token = getCookie(TOKEN_COOKIE);
  return token ? token : null;
}

/**
 * Where the token's cookie lives: the whole site. Storybook, which the app serves on its own
 * origin (/storybook/), keeps its stories' players under its own path instead, so a story never
 * signs the person's real session in or out (`keepTokensUnder`).
 */
let tokenCookiePath = '/';

export function keepTokensUnder(path: string) {
  tokenCookiePath = path;
}

export function writeToken(token: string) {
  setCookie(TOKEN_COOKIE, token, { days: TOKEN_COOKIE_DAYS, path: tokenCookiePath });
}

export function clearToken() {
  if (tokenCookiePath === '/') removeCookie(TOKEN_COOKIE, '/');
  // An empty token under the narrower path hides the site's: the browser lists it first.
  else setCookie(TOKEN_COOKIE, '', { path: tokenCookiePath });
}
