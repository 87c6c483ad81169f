import type { QueryClient } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';

type AppRouter = ComponentProps<typeof RouterProvider>['router'];

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    // App-wide toasts sit outside the router; their links navigate through it.
    <Providers queryClient={queryClient} navigate={(to) => void router.navigate(to)}>
      <RouterProvider router={router} />
    </Providers>
  );
}
