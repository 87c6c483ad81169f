import { screen } from '@testing-library/react';
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './app.tsx';
import { createQueryClient } from './query-client.ts';

/** Blocks the thread, as a slow phone's render of a big screen does. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // the render's own work
  }
}

type ScreenModule = { Component: () => ReactNode };

describe('App', () => {
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean })
    .IS_REACT_ACT_ENVIRONMENT;
  afterEach(() => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: actEnvironment });
    document.body.innerHTML = '';
  });

  it('shows the first screen that became ready while its startup render was under way', async () => {
    // React's own scheduler, as in the browser: a transition's render yields to other tasks.
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
    let chunkArrives: (module: ScreenModule) => void = () => {};
    const screenChunk = new Promise<ScreenModule>((resolve) => (chunkArrives = resolve));
    const router = createMemoryRouter([
      { path: '/', lazy: () => screenChunk, HydrateFallback: SlowFallback },
    ]);
    // As in the app, where createAppRouter listens for the first screen: without a listener,
    // React Router's start did not slip past RouterProvider here.
    const stopListening = router.subscribe(() => {});
    let readyBeforeCommit: boolean | undefined;
    function SlowFallback() {
      // The screen's chunk arrives while React renders the fallback, slowly, so the router
      // is ready before React commits that render, and so before RouterProvider listens.
      chunkArrives({ Component: () => <h1>The first screen</h1> });
      busyFor(40);
      useLayoutEffect(() => {
        readyBeforeCommit ??= router.state.initialized;
      }, []);
      return <p>Loading</p>;
    }
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    startTransition(() => root.render(<App router={router} queryClient={createQueryClient()} />));

    expect(await screen.findByRole('heading', { name: 'The first screen' })).toBeVisible();
    // What this test is about: the start came between the render and its commit.
    expect(readyBeforeCommit).toBe(true);
    root.unmount();
    stopListening();
  });
});
