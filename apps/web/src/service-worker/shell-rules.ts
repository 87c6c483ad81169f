/**
 * What the service worker does with each request (sw.ts acts on it): pages come from the network
 * and, when it cannot be reached, the offline page; the app shell's files (the hashed bundles,
 * the icons, the manifest) come from the cache first; everything else, above all the API, whose
 * answers belong to a person, goes to the network and is never stored.
 */
export type RequestRule = 'page' | 'shell-file' | 'network-only';

export const OFFLINE_PAGE = '/offline.html';

/** Paths whose answers are never the service worker's business. */
const NEVER_HANDLED = ['/api/', '/socket.io/', '/dev/', '/storybook/'];

export function ruleFor(
  request: { method: string; mode: string; url: string },
  scopeOrigin: string,
  shellFiles: readonly string[],
): RequestRule {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== scopeOrigin) return 'network-only';
  if (NEVER_HANDLED.some((prefix) => url.pathname.startsWith(prefix))) return 'network-only';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/assets/') || shellFiles.includes(url.pathname)) {
    return 'shell-file';
  }
  return 'network-only';
}

/** A push as the server sends it (contracts' pushMessageSchema), read defensively. */
export type ShownPush = { title: string; body: string; url: string; tag: string };

export function readPush(data: unknown): ShownPush {
  const message = (typeof data === 'object' && data !== null ? data : {}) as Partial<ShownPush>;
  const text = (value: unknown, fallback: string) =>
    typeof value === 'string' && value !== '' ? value : fallback;
  const url = text(message.url, '/');
  return {
    title: text(message.title, 'Better Play'),
    body: text(message.body, ''),
    // Only a path in the app: a push cannot send anyone elsewhere.
    url: url.startsWith('/') && !url.startsWith('//') ? url : '/',
    tag: text(message.tag, 'betterplay'),
  };
}
