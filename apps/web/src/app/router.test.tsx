import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { buildPageRoutes, signedInRoutes } from './router.tsx';

function Broken(): never {
  throw new Error('Kaboom');
}

describe('router', () => {
  it('renders the home page for unknown paths', () => {
    renderApp('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Find Your Perfect Game' })).toBeInTheDocument();
  });

  it('registers signed-in-only screens only while a user is present', () => {
    const secret = { path: 'secret', element: <p>Secret screen</p> };
    const signedOut = createMemoryRouter(buildPageRoutes(false, [secret]), {
      initialEntries: ['/secret'],
    });
    const { unmount } = render(<RouterProvider router={signedOut} />);
    expect(screen.queryByText('Secret screen')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Find Your Perfect Game' })).toBeInTheDocument();
    unmount();

    const signedIn = createMemoryRouter(buildPageRoutes(true, [secret]), {
      initialEntries: ['/secret'],
    });
    render(<RouterProvider router={signedIn} />);
    expect(screen.getByText('Secret screen')).toBeInTheDocument();
  });

  it('registers the signed-in-only screens only while a user is present', () => {
    const pathsOf = (signedIn: boolean) =>
      buildPageRoutes(signedIn).map((route) => route.path ?? '(index)');
    const signedInOnly = ['organiser', 'activity', 'social-organizer', 'view-social-events'];
    expect(signedInRoutes.map((route) => route.path)).toEqual(expect.arrayContaining(signedInOnly));
    for (const path of signedInOnly) {
      expect(pathsOf(false)).not.toContain(path);
      expect(pathsOf(true)).toContain(path);
    }
    expect(pathsOf(false)).toEqual(
      expect.arrayContaining(['(index)', 'signup', 'sports', 'sports/:category', '*']),
    );
    expect(pathsOf(false).at(-1)).toBe('*');
  });

  it("shows 'Unexpected Application Error!' with the error's message", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: '/', element: <Broken />, errorElement: <ErrorScreen /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByText('Kaboom')).toBeVisible();
  });

  it('shows the status text of an error response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Response(null, { status: 404, statusText: 'Not Found' });
        },
        element: <p>never</p>,
        hydrateFallbackElement: <p>Loading</p>,
        errorElement: <ErrorScreen />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('404 Not Found')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  });
});
