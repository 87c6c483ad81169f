import { Toaster } from '@betterplay/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { JoinDecisionToasts } from '../features/activity/join-decision-toasts.tsx';
import { AuthProvider } from '../features/auth/auth-provider.tsx';
import { RealtimeProvider } from '../lib/realtime/index.ts';

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RealtimeProvider>
          {children}
          <JoinDecisionToasts />
          <Toaster />
        </RealtimeProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
