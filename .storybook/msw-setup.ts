import { setupWorker } from 'msw/browser';
import { answerEmpty } from '../apps/web/src/storybook/api-mocks.ts';
import { signedInHandlers } from '../apps/web/src/storybook/signed-in-handlers.ts';

let unhandledApiCalls: string[] = [];

/**
 * Starts Mock Service Worker for the stories that answer the app's API calls. A call to the API
 * that no handler answers is noted (a page story forgot a call, or the page gained one) and fails
 * the story (`failOnUnhandledApiCalls`); anything else (Storybook's own files) goes through.
 */
export async function startMockApi() {
  // The calls every signed-in page makes in the background, and the hold a court booking page
  // gives back as it closes, are always answered: a story that ends before its page settles
  // must not leave them to fail the next one.
  const worker = setupWorker(
    ...signedInHandlers,
    answerEmpty('/user/court/holds/:holdId', 'delete'),
  );
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

/** The preview's `beforeEach`: what a story before this one left unanswered is not this one's. */
export function forgetUnhandledApiCalls() {
  unhandledApiCalls = [];
}

/** The preview's `afterEach`: a story whose page called the API unanswered fails. */
export function failOnUnhandledApiCalls() {
  const calls = unhandledApiCalls;
  unhandledApiCalls = [];
  if (calls.length > 0) {
    throw new Error(`The story made API calls no handler answers: ${calls.join(', ')}`);
  }
}
