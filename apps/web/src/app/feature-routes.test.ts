import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../lib/hard-navigate.ts';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, lazyScreen } from './feature-routes.ts';

function Page() {
  return null;
}

const lostChunk = () =>
  Promise.reject<{ Page: typeof Page }>(
    new TypeError('Failed to fetch dynamically imported module: /assets/page-abc123.js'),
  );

/** Lets the pending promise callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Whether a promise has settled once the pending work has run. */
async function settled(promise: Promise<unknown>) {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await flush();
  return done;
}

beforeEach(() => window.sessionStorage.clear());

describe('lazyScreen', () => {
  it("loads the screen's component", async () => {
    const load = lazyScreen(async () => ({ Page }), 'Page');
    await expect(load()).resolves.toEqual({ Component: Page });
  });

  it('reloads the page once when the screen’s chunk is gone after a deploy', async () => {
    const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
    const waiting = lazyScreen(lostChunk, 'Page')();
    // The page is reloading: no error screen in the meantime.
    expect(await settled(waiting)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
  });

  it('shows the error instead of reloading again soon after, so it cannot loop', async () => {
    vi.useFakeTimers({ now: new Date('2099-01-01T10:00:00Z'), toFake: ['Date'] });
    const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
    void lazyScreen(lostChunk, 'Page')();
    await flush();
    expect(reload).toHaveBeenCalledTimes(1);

    // The reloaded page fails the same way.
    vi.setSystemTime(Date.now() + 2_000);
    await expect(lazyScreen(lostChunk, 'Page')()).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
    expect(reload).toHaveBeenCalledTimes(1);

    // A later deploy may reload again.
    vi.setSystemTime(Date.now() + CHUNK_RELOAD_GUARD_MS);
    void lazyScreen(lostChunk, 'Page')();
    await flush();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
