const DAY_MS = 24 * 60 * 60 * 1000;

export interface CookieOptions {
  days?: number;
  path?: string;
}

export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) return decodeURIComponent(entry.slice(prefix.length));
  }
  return null;
}

export function setCookie(name: string, value: string, { days, path = '/' }: CookieOptions = {}) {
  const attributes = [`path=${path}`, 'SameSite=Lax'];
  if (days !== undefined) {
    attributes.push(`expires=${new Date(Date.now() + days * DAY_MS).toUTCString()}`);
  }
  if (window.location.protocol === 'https:') attributes.push('Secure');
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; ${attributes.join('; ')}`;
}

export function removeCookie(name: string, path = '/') {
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
