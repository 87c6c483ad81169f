import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeSockets } from '../../lib/realtime/fake-socket.ts';
import { fakeApi, type FakeRequest, type FakeResponse } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import {
  aBooking,
  aJoinRequest,
  failure,
  ok,
  profileRoute,
  signInOrganizer,
} from './test-fixtures.ts';

const EMPTY_TEXT = 'No bookings found matching your search. Please try different keywords.';

function calls(requests: FakeRequest[], method: string, path: string) {
  return requests.filter((request) => request.method === method && request.path === path).length;
}

function dashboardApi(routes: Record<string, FakeResponse | (() => Promise<FakeResponse>)> = {}) {
  return fakeApi({
    ...profileRoute,
    'GET /organizer/notifications': ok([]),
    'GET /organizer/social/bookings': ok([
      aBooking(),
      aBooking({
        id: 'booking-2',
        userEmail: 'kim@example.com',
        phone: '0400111222',
        name: 'Hoops Night',
      }),
    ]),
    'GET /organizer/social/requests': ok([aJoinRequest()]),
    ...routes,
  });
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('organiser dashboard', () => {
  it('links to the create and list screens', async () => {
    signInOrganizer();
    dashboardApi();
    renderApp('/organiser');

    expect(screen.getByRole('link', { name: 'Add new Social' })).toHaveAttribute(
      'href',
      '/social-organizer',
    );
    expect(screen.getByRole('link', { name: 'View all social' })).toHaveAttribute(
      'href',
      '/view-social-events',
    );
    await screen.findByText('Player 1');
  });

  it('lists bookings as numbered players and requests with avatar, name and email', async () => {
    signInOrganizer();
    dashboardApi();
    renderApp('/organiser');

    const bookings = section('Bookings');
    const first = await within(bookings).findByRole('row', { name: /Player 1/ });
    expect(within(first).getByText('sam@example.com')).toBeVisible();
    expect(within(first).getByText('0499000111')).toBeVisible();
    expect(within(first).getByText('Requested for Sunday Smash')).toBeVisible();
    const second = within(bookings).getByRole('row', { name: /Player 2/ });
    expect(within(second).getByText('kim@example.com')).toBeVisible();
    expect(within(second).getByText('Requested for Hoops Night')).toBeVisible();

    const requests = section('Requests');
    const row = await within(requests).findByRole('row', { name: /Alex Morgan/ });
    expect(within(row).getByRole('img', { name: 'Alex Morgan' })).toHaveTextContent('AM');
    expect(within(row).getByText('alex@example.com')).toBeVisible();
    expect(within(row).getByText('Requested for Sunday Smash')).toBeVisible();
    expect(within(row).getByText('“Can I bring a friend?”')).toBeVisible();
    expect(
      within(row).getByRole('button', { name: 'Accept Alex Morgan for Sunday Smash' }),
    ).toBeEnabled();
    expect(
      within(row).getByRole('button', { name: 'Reject Alex Morgan for Sunday Smash' }),
    ).toBeEnabled();
  });

  it('shows the empty text in both tables when there is nothing', async () => {
    signInOrganizer();
    dashboardApi({
      'GET /organizer/social/bookings': ok([]),
      'GET /organizer/social/requests': ok([]),
    });
    renderApp('/organiser');

    expect(await within(section('Bookings')).findByText(EMPTY_TEXT)).toBeVisible();
    expect(await within(section('Requests')).findByText(EMPTY_TEXT)).toBeVisible();
  });

  it("covers the tables with 'Loading bookings...' until both lists arrive", async () => {
    signInOrganizer();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    dashboardApi({
      'GET /organizer/social/requests': async () => {
        await held;
        return ok([]);
      },
    });
    renderApp('/organiser');

    expect(screen.getByRole('status')).toHaveTextContent('Loading bookings...');
    expect(screen.queryByText(EMPTY_TEXT)).toBeNull();
    await screen.findByText('Player 1');
    expect(screen.getByText('Loading bookings...')).toBeVisible();

    act(() => release());
    await waitFor(() => expect(screen.queryByText('Loading bookings...')).toBeNull());
    expect(within(section('Requests')).getByText(EMPTY_TEXT)).toBeVisible();
  });

  it('accepts with a PUT, keeps the row busy meanwhile, then reloads the lists and the bell', async () => {
    signInOrganizer();
    let answer: (response: FakeResponse) => void = () => {};
    const { requests } = dashboardApi({
      'PUT /organizer/social/request/request-1': () =>
        new Promise<FakeResponse>((resolve) => (answer = resolve)),
    });
    const { user } = renderApp('/organiser');
    const accept = await screen.findByRole('button', { name: /^Accept Alex Morgan/ });
    const reject = screen.getByRole('button', { name: /^Reject Alex Morgan/ });
    await waitFor(() => expect(calls(requests, 'GET', '/organizer/notifications')).toBe(1));

    await user.click(accept);
    expect(accept).toBeDisabled();
    expect(reject).toBeDisabled();
    expect(calls(requests, 'PUT', '/organizer/social/request/request-1')).toBe(1);

    act(() => answer(ok({ id: 'request-1', status: 'accepted' }, 'Request accepted')));
    expect(await screen.findByText('Request accepted')).toBeVisible();
    await waitFor(() => expect(calls(requests, 'GET', '/organizer/social/requests')).toBe(2));
    expect(calls(requests, 'GET', '/organizer/social/bookings')).toBe(2);
    expect(calls(requests, 'GET', '/organizer/notifications')).toBe(2);
  });

  it('rejects with a DELETE and reloads the lists', async () => {
    signInOrganizer();
    const { requests } = dashboardApi({
      'DELETE /organizer/social/request/request-1': ok(
        { id: 'request-1', status: 'rejected' },
        'Request rejected',
      ),
    });
    const { user } = renderApp('/organiser');
    await user.click(await screen.findByRole('button', { name: /^Reject Alex Morgan/ }));

    expect(await screen.findByText('Request rejected')).toBeVisible();
    expect(calls(requests, 'DELETE', '/organizer/social/request/request-1')).toBe(1);
    await waitFor(() => expect(calls(requests, 'GET', '/organizer/social/requests')).toBe(2));
    expect(calls(requests, 'PUT', '/organizer/social/request/request-1')).toBe(0);
  });

  it("toasts the server's message when the social is full, and still reloads", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInOrganizer();
    const { requests } = dashboardApi({
      'PUT /organizer/social/request/request-1': failure(
        409,
        'This social is full',
        'SOCIAL_FULL_ON_ACCEPT',
      ),
    });
    const { user } = renderApp('/organiser');
    await user.click(await screen.findByRole('button', { name: /^Accept Alex Morgan/ }));

    expect(await screen.findByText('This social is full')).toBeVisible();
    expect(screen.getByText('Could not accept the request')).toBeVisible();
    await waitFor(() => expect(calls(requests, 'GET', '/organizer/social/requests')).toBe(2));
    expect(screen.getByRole('button', { name: /^Accept Alex Morgan/ })).toBeEnabled();
  });

  it('shows a new join request live, at the top, without reloading the list', async () => {
    const sockets = installFakeSockets();
    signInOrganizer();
    const { requests } = dashboardApi();
    renderApp('/organiser');
    await screen.findByRole('row', { name: /Alex Morgan/ });
    act(() => sockets.current().serverConnect());

    act(() =>
      sockets.current().serverEmit(
        'join-request:created',
        aJoinRequest({
          id: 'request-2',
          firstName: 'Jamie',
          lastName: 'Fox',
          email: 'jamie@example.com',
        }),
      ),
    );

    await within(section('Requests')).findByRole('row', { name: /Jamie Fox/ });
    const rows = within(section('Requests')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Jamie Fox');
    expect(rows[2]).toHaveTextContent('Alex Morgan');
    expect(calls(requests, 'GET', '/organizer/social/requests')).toBe(1);
  });

  it('offers to retry when a list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInOrganizer();
    dashboardApi({
      'GET /organizer/social/bookings': failure(403, 'Organisers only', 'NOT_ORGANIZER'),
    });
    renderApp('/organiser');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load bookings: Organisers only');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('is not registered for signed-out visitors', () => {
    renderApp('/organiser');
    expect(screen.queryByRole('heading', { name: 'Organizer Dashboard' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Find Your Perfect Game' })).toBeInTheDocument();
  });
});
