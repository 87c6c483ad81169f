import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/app.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { appRoutes } from '../app/router.tsx';

interface RenderAppOptions {
  /** History before the current page (the last entry is where the app starts). */
  history?: string[];
  routes?: RouteObject[];
  /** Set when the test uses fake timers. */
  fakeTimers?: boolean;
}

/** Renders the whole app (providers, layout, routes) at `path`, in memory. */
export function renderApp(
  path = '/',
  { history = [], routes = appRoutes, fakeTimers }: RenderAppOptions = {},
) {
  const initialEntries = [...history, path];
  const router = createMemoryRouter(routes, {
    initialEntries,
    initialIndex: initialEntries.length - 1,
  });
  const queryClient = createQueryClient();
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, user, queryClient };
}
