import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Providers } from '../app/providers.tsx';
import { storyQueryClient } from '../storybook/page-story.tsx';

/**
 * What the flows' stories share: a feature that runs its machine, mounted inside the app's own
 * providers (queries, auth, live connection, toasts) at `/`, with the API answered by Mock
 * Service Worker. Signed-in stories use `asPlayer` and `signedInHandlers` as page stories do.
 */

/** Where a flow leaves for another page (e.g. `/activity`): says which page it opened. */
function LeftFor() {
  const { pathname } = useLocation();
  return (
    <main className="p-4">
      <p role="status">The app opened {pathname}</p>
    </main>
  );
}

/** The feature at `/` in the app's providers; any other path is the page the flow left for. */
export function InTheApp({ children }: { children: ReactNode }) {
  const [queryClient] = useState(storyQueryClient);
  return (
    <Providers queryClient={queryClient}>
      <MemoryRouter>
        <Routes>
          <Route
            path="/"
            element={<main className="mx-auto grid w-full max-w-3xl gap-6 p-4">{children}</main>}
          />
          <Route path="*" element={<LeftFor />} />
        </Routes>
      </MemoryRouter>
    </Providers>
  );
}

/** A call that never answers: the machine stays in the state that waits for it. */
export function never<T>(): Promise<T> {
  return new Promise<T>(() => {});
}
