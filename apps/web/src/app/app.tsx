import type { QueryClient } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';

type AppRouter = ComponentProps<typeof RouterProvider>['router'];

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
