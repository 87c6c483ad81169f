import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  makeToken,
  renderApp,
  sampleProfile,
  setTokenCookie,
} from '../test/app-test-kit.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { resetPageFocus, usePageTitle } from './page-title.ts';

/** A page of the app: it takes the first page's turn of the focus rule. */
function StartPage() {
  const headingRef = usePageTitle('Start');
  return (
    <>
      <h1 ref={headingRef}>Start</h1>
      <Link to="/broken">Open the broken page</Link>
    </>
  );
}

function Broken(): never {
  throw new Error('Kaboom');
}

const signIn = () => {
  setTokenCookie(makeToken());
  fakeApi({ 'GET /user/profile': { status: 200, body: { message: 'OK', data: sampleProfile } } });
};

beforeEach(() => resetPageFocus());

describe('router', () => {
  it('renders the home page for unknown paths', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Find Your Perfect Game' })).toBeVisible();
  });

  it('shows the signed-in screens only while a user is present', async () => {
    const signedOut = renderApp('/organiser');
    expect(
      await screen.findByRole('heading', {
        name: 'Sign in to see your organizer dashboard',
        hidden: true,
      }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Organizer Dashboard' })).toBeNull();
    signedOut.unmount();

    signIn();
    renderApp('/chat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Find Your Perfect Game' })).toBeNull();
  });

  it.each([
    ['/book', 'Book a Court'],
    ['/stadiums/msac', 'Available sports at MSAC stadium'],
  ])('shows the built %s screen', async (path, title) => {
    const msac = {
      id: 'msac',
      name: 'MSAC',
      address: 'Albert Park',
      description: '',
      opensAt: '06:00',
      closesAt: '22:00',
    };
    fakeApi({
      'GET /stadiums': { status: 200, body: { message: 'OK', data: [msac] } },
      'GET /stadiums/msac': {
        status: 200,
        body: { message: 'OK', data: { ...msac, sports: ['tennis'] } },
      },
    });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await screen.findByRole('link', { name: /MSAC|Tennis/ })).toBeVisible();
  });

  it('shows the built court confirmation screen', async () => {
    const title = 'Confirmation for booking Court 1';
    const court = {
      id: '6f1c2d3e-0000-4000-8000-000000000001',
      name: 'Court 1',
      number: 1,
      priceCents: { 1: 2800, 2: 5200 },
      freeTimes: ['10:00'],
    };
    fakeApi({
      'GET /stadiums/msac': {
        status: 200,
        body: {
          message: 'OK',
          data: {
            id: 'msac',
            name: 'MSAC',
            address: '',
            description: '',
            opensAt: '06:00',
            closesAt: '22:00',
            sports: ['tennis'],
          },
        },
      },
      'GET /stadiums/msac/tennis/availability': {
        status: 200,
        body: { message: 'OK', data: [court] },
      },
    });
    renderApp('/stadiums/msac/tennis/court/1');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Sign in to book' })).toBeVisible();
    expect(document.title).toBe(`${title} · Better Play`);
  });

  it('shows the contact details on /contact and sends /about to the home page section', async () => {
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    expect(screen.getAllByText('hello@betterplay.example').length).toBeGreaterThan(0);

    const { router } = renderApp('/about');
    expect(await screen.findAllByRole('heading', { name: 'Find Your Perfect Game' })).not.toEqual(
      [],
    );
    expect(router.state.location).toMatchObject({ pathname: '/', hash: '#about-section' });
  });

  it('names each page and moves focus to its heading after a navigation, but not on arrival', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'Find Your Perfect Game' });
    expect(document.title).toBe('Find Your Perfect Game · Better Play');
    expect(document.activeElement).toBe(document.body);

    await user.click(screen.getAllByRole('link', { name: /Join a Social/ })[0] as HTMLElement);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Join a Social' });
    expect(document.title).toBe('Join a Social · Better Play');
    expect(heading).toHaveFocus();
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

  it('names the error page and moves focus to its heading after a navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: '/', element: <StartPage /> },
      { path: '/broken', element: <Broken />, errorElement: <ErrorScreen /> },
    ]);
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'Open the broken page' }));

    const heading = await screen.findByRole('heading', { name: 'Unexpected Application Error!' });
    expect(document.title).toBe('Unexpected Application Error! · Better Play');
    expect(heading).toHaveFocus();
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
