import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RealtimeProvider } from './realtime-provider.tsx';
import { useSocketStatus } from './realtime-context.ts';
import type { SocketFactory } from './socket-types.ts';

/** Helpers of the realtime tests: the provider alone, with the user id a test chooses. */
function Status() {
  return <p>status: {useSocketStatus()}</p>;
}

interface TreeOptions {
  userId?: string | null;
  createSocket?: SocketFactory;
}

/** Renders children in a provider; `rerender` keeps the same query client. */
export function renderWithRealtime(children: ReactNode, options: TreeOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (content: ReactNode, { userId = null, createSocket }: TreeOptions) => (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider userId={userId} {...(createSocket ? { createSocket } : {})}>
        <Status />
        {content}
      </RealtimeProvider>
    </QueryClientProvider>
  );
  const view = render(tree(children, options));
  return {
    ...view,
    queryClient,
    rerender: (content: ReactNode, next: TreeOptions = options) =>
      view.rerender(tree(content, next)),
  };
}
