import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useAuth } from '../features/auth/auth-context.ts';
import { AuthProvider } from '../features/auth/auth-provider.tsx';
import { AppNavigationProvider, type AppNavigate } from '../lib/app-navigation.tsx';
import { RealtimeProvider } from '../lib/realtime/index.ts';
import { AppWide, appWideComponents } from './app-wide.tsx';
import { LazyToaster } from './lazy-toaster.tsx';

/** The connection follows who is signed in; lib/realtime itself knows no feature. */
function RealtimeForCurrentUser({ children }: { children: ReactNode }) {
  const userId = useAuth().user?.id ?? null;
  return <RealtimeProvider userId={userId}>{children}</RealtimeProvider>;
}

export function Providers({
  queryClient,
  appWide = appWideComponents,
  navigate = null,
  children,
}: {
  queryClient: QueryClient;
  /** The router's navigate, for links in app-wide UI (toasts); without it they load the page. */
  navigate?: AppNavigate | null;
  /** The features' `everywhere` components; tests may pass their own. */
  appWide?: ComponentType[];
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppNavigationProvider value={navigate}>
        <AuthProvider>
          <RealtimeForCurrentUser>
            {children}
            <AppWide components={appWide} />
            <LazyToaster />
          </RealtimeForCurrentUser>
        </AuthProvider>
      </AppNavigationProvider>
    </QueryClientProvider>
  );
}
