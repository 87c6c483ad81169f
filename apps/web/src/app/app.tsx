import type { QueryClient } from '@tanstack/react-query';
import { startTransition, useLayoutEffect, useState, type ComponentProps } from 'react';
import { RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';

type AppRouter = ComponentProps<typeof RouterProvider>['router'];

/**
 * RouterProvider takes the router's state when it first renders and listens from when it
 * mounts. The first render is a slow transition, and the first screen (its chunk and data,
 * both preloaded) can become ready in between: RouterProvider would then show the blank
 * fallback for good. Seen at its mount, such a missed start renders it afresh.
 */
function AppRouterProvider({ router }: { router: AppRouter }) {
  const initializedWhenRendered = router.state.initialized;
  const [missedStart, setMissedStart] = useState(false);
  useLayoutEffect(() => {
    if (initializedWhenRendered || !router.state.initialized) return;
    startTransition(() => setMissedStart(true));
    // Only the first mount can miss the start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <RouterProvider key={missedStart ? 'restarted' : 'first'} router={router} />;
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    // App-wide toasts sit outside the router; their links navigate through it.
    <Providers queryClient={queryClient} navigate={(to) => void router.navigate(to)}>
      <AppRouterProvider router={router} />
    </Providers>
  );
}
