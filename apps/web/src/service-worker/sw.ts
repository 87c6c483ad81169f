/// <reference lib="webworker" />
import { OFFLINE_PAGE, readPush, ruleFor } from './shell-rules.ts';

// The service worker: an installable app's offline page and app shell, and web push's
// notifications. Built to /sw.js (build/service-worker.ts puts the shell's file list in place
// of __APP_SHELL__ and names the cache after it, so a new build replaces the old cache).
declare const self: ServiceWorkerGlobalScope;
declare const __APP_SHELL__: { files: string[]; version: string };

const SHELL = __APP_SHELL__;
const CACHE = `betterplay-shell-${SHELL.version}`;
const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL.files))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('betterplay-shell-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const rule = ruleFor(event.request, self.location.origin, SHELL.files);
  if (rule === 'page') event.respondWith(pageOrOffline(event.request));
  if (rule === 'shell-file') event.respondWith(cacheFirst(event.request));
});

async function pageOrOffline(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match(OFFLINE_PAGE);
    return offline ?? new Response('You are offline', { status: 503 });
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

/** A push's payload as JSON; anything else (no payload, not JSON) reads as nothing. */
function payloadOf(data: PushMessageData | null): unknown {
  try {
    return data?.json() ?? null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const push = readPush(payloadOf(event.data));
  event.waitUntil(
    (async () => {
      // A focused tab shows it live already (toast, bell): a notification would say it twice.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (windows.some((client) => client.focused)) return;
      await self.registration.showNotification(push.title, {
        body: push.body,
        tag: push.tag,
        icon: ICON,
        badge: BADGE,
        data: { url: push.url },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = readPush({ url: (event.notification.data as { url?: unknown } | null)?.url }).url;
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const moved = await open.navigate(target).catch(() => null);
        await (moved ?? open).focus();
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
