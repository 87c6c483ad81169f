import { setupWorker } from 'msw/browser';

let unhandledApiCalls: string[] = [];

/**
 * Starts Mock Service Worker for the stories that answer the app's API calls. A call to the API
 * that no handler answers is noted (a page story forgot a call, or the page gained one) and fails
 * the story (`failOnUnhandledApiCalls`); anything else (Storybook's own files) goes through.
 */
export async function startMockApi() {
  const worker = setupWorker();
  await worker.start({
    serviceWorker: { url: new URL('mockServiceWorker.js', document.baseURI).pathname },
    quiet: true,
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/api/')) return;
      unhandledApiCalls.push(`${request.method} ${url.pathname}${url.search}`);
      print.error();
    },
  });
  return worker;
}

/** The preview's `afterEach`: a story whose page called the API unanswered fails. */
export function failOnUnhandledApiCalls() {
  const calls = unhandledApiCalls;
  unhandledApiCalls = [];
  if (calls.length > 0) {
    throw new Error(`The story made API calls no handler answers: ${calls.join(', ')}`);
  }
}
