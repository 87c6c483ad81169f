import type { OrganizerJoinRequest } from '@betterplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeSockets } from '../../lib/realtime/realtime-test-kit.tsx';
import {
  clickTwiceAtOnce,
  failure,
  fakeApi,
  type FakeRequest,
  type FakeResponse,
  ok,
  renderApp,
} from '../../test/app-test-kit.tsx';
import { aBooking, aJoinRequest, profileRoute, signInOrganizer } from './organizer-test-kit.ts';

type Handler = FakeResponse | (() => FakeResponse | Promise<FakeResponse>);

function calls(requests: FakeRequest[], method: string, path: string) {
  return requests.filter((request) => request.method === method && request.path === path).length;
}

/** The dashboard over a server whose pending requests are `pending` (changed by the test). */
function dashboardApi(pending: () => OrganizerJoinRequest[], routes: Record<string, Handler> = {}) {
  return fakeApi({
    ...profileRoute,
    'GET /organizer/notifications': ok([]),
    'GET /organizer/social/bookings': ok([aBooking()]),
    'GET /organizer/social/requests': () => ok(pending()),
    ...routes,
  });
}

const requestsSection = () => screen.getByRole('region', { name: 'Requests' });

const jamie = aJoinRequest({
  id: 'request-2',
  firstName: 'Jamie',
  lastName: 'Fox',
  email: 'jamie@example.com',
});

describe('deciding join requests', () => {
  it('accepts once when Accept is double-clicked, with no error toast', async () => {
    signInOrganizer();
    let pending = [aJoinRequest()];
    const { requests } = dashboardApi(() => pending, {
      'PUT /organizer/social/request/request-1': () => {
        pending = [];
        return ok({ id: 'request-1', status: 'accepted' }, 'Request accepted');
      },
    });
    renderApp('/organiser');
    clickTwiceAtOnce(await screen.findByRole('button', { name: /^Accept Alex Morgan/ }));
    await waitFor(() =>
      expect(calls(requests, 'PUT', '/organizer/social/request/request-1')).toBe(1),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Accept Alex Morgan/ })).toBeNull(),
    );
    expect(calls(requests, 'PUT', '/organizer/social/request/request-1')).toBe(1);
    expect(screen.queryByText('Could not accept the request')).toBeNull();
  });

  it('accepts with a PUT, keeps the row busy meanwhile, then reloads the lists and the bell', async () => {
    signInOrganizer();
    let answer: (response: FakeResponse) => void = () => {};
    const { requests } = dashboardApi(() => [aJoinRequest()], {
      'PUT /organizer/social/request/request-1': () =>
        new Promise<FakeResponse>((resolve) => (answer = resolve)),
    });
    const { user } = renderApp('/organiser');
    const accept = await screen.findByRole('button', { name: /^Accept Alex Morgan/ });
    const reject = screen.getByRole('button', { name: /^Reject Alex Morgan/ });
    await waitFor(() => expect(calls(requests, 'GET', '/organizer/notifications')).toBe(1));

    await user.click(accept);
    expect(accept).toHaveAttribute('aria-disabled', 'true');
    expect(reject).toHaveAttribute('aria-disabled', 'true');
    await user.click(reject);
    expect(calls(requests, 'PUT', '/organizer/social/request/request-1')).toBe(1);
    expect(calls(requests, 'DELETE', '/organizer/social/request/request-1')).toBe(0);

    act(() => answer(ok({ id: 'request-1', status: 'accepted' }, 'Request accepted')));
    expect(await screen.findByText('Request accepted')).toBeVisible();
    await waitFor(() => expect(calls(requests, 'GET', '/organizer/social/requests')).toBe(2));
    expect(calls(requests, 'GET', '/organizer/social/bookings')).toBe(2);
    expect(calls(requests, 'GET', '/organizer/notifications')).toBe(2);
  });

  it("toasts the server's message when the social is full, reloads, and keeps focus on Accept", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInOrganizer();
    const { requests } = dashboardApi(() => [aJoinRequest()], {
      'PUT /organizer/social/request/request-1': failure(
        409,
        'This social is full',
        'SOCIAL_FULL_ON_ACCEPT',
      ),
    });
    const { user } = renderApp('/organiser');
    const accept = await screen.findByRole('button', { name: /^Accept Alex Morgan/ });
    await user.click(accept);

    expect(await screen.findByText('This social is full')).toBeVisible();
    expect(screen.getByText('Could not accept the request')).toBeVisible();
    await waitFor(() => expect(calls(requests, 'GET', '/organizer/social/requests')).toBe(2));
    await waitFor(() => expect(accept).not.toHaveAttribute('aria-disabled'));
    expect(accept).toHaveFocus();
  });

  it("moves focus to the next request's Accept, and to the heading when none is left", async () => {
    signInOrganizer();
    let pending = [aJoinRequest(), jamie];
    const decide = (id: string, status: 'accepted' | 'rejected') => () => {
      pending = pending.filter((request) => request.id !== id);
      return ok({ id, status }, status === 'accepted' ? 'Request accepted' : 'Request rejected');
    };
    dashboardApi(() => pending, {
      'PUT /organizer/social/request/request-1': decide('request-1', 'accepted'),
      'DELETE /organizer/social/request/request-2': decide('request-2', 'rejected'),
    });
    const { user } = renderApp('/organiser');

    await user.click(await screen.findByRole('button', { name: /^Accept Alex Morgan/ }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Alex Morgan/ })).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Accept Jamie Fox/ })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: /^Reject Jamie Fox/ }));
    await waitFor(() =>
      expect(within(requestsSection()).getByText(/^No bookings found/)).toBeVisible(),
    );
    expect(screen.getByRole('heading', { name: 'Requests' })).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });

  it('shows a new join request live, at the top, and announces it politely', async () => {
    const sockets = installFakeSockets();
    signInOrganizer();
    const { requests } = dashboardApi(() => [aJoinRequest()]);
    renderApp('/organiser');
    await screen.findByRole('row', { name: /Alex Morgan/ });
    act(() => sockets.current().serverConnect());
    const live = within(screen.getByRole('main')).getByText('', {
      selector: '[aria-live="polite"]',
    });
    expect(live).toBeEmptyDOMElement();

    act(() => sockets.current().serverEmit('join-request:created', jamie));

    await within(requestsSection()).findByRole('row', { name: /Jamie Fox/ });
    const names = within(requestsSection())
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['JFJamie Foxjamie@example.com', 'AMAlex Morganalex@example.com']);
    expect(live).toHaveTextContent('Jamie Fox asked to join Sunday Smash');
    expect(calls(requests, 'GET', '/organizer/social/requests')).toBe(1);
  });
});
