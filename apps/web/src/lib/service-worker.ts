/**
 * Starts the service worker (src/service-worker/sw.ts, built to /sw.js): the offline page, the
 * app shell's cache and push notifications. Only in the built app (the dev server has no sw.js
 * and a cache would hide edits), and after the page has loaded, so it never delays a first paint.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The service worker did not start:', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
