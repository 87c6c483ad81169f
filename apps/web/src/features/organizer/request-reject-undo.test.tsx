import type { OrganizerJoinRequest } from '@betterplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UNDO_WINDOW_MS } from '../../lib/deferred-actions.ts';
import {
  failure,
  fakeApi,
  findInToast,
  type FakeRequest,
  type FakeResponse,
  ok,
  renderApp,
} from '../../test/app-test-kit.tsx';
import { aBooking, aJoinRequest, profileRoute, signInOrganizer } from './organizer-test-kit.ts';

const DELETE_PATH = '/organizer/social/request/request-1';

function deletes(requests: FakeRequest[]) {
  return requests.filter((request) => request.method === 'DELETE' && request.path === DELETE_PATH);
}

/** The dashboard with Alex's request pending until the rejection reaches the server. */
function dashboard(
  rejection: () => FakeResponse = () =>
    ok({ id: 'request-1', status: 'rejected' }, 'Request rejected'),
) {
  let pending: OrganizerJoinRequest[] = [aJoinRequest()];
  vi.useFakeTimers({ shouldAdvanceTime: true });
  signInOrganizer();
  const api = fakeApi({
    ...profileRoute,
    'GET /organizer/notifications': ok([]),
    'GET /organizer/social/bookings': ok([aBooking()]),
    'GET /organizer/social/requests': () => ok(pending),
    [`DELETE ${DELETE_PATH}`]: () => {
      const answer = rejection();
      if (answer.status === 200) pending = [];
      return answer;
    },
  });
  return { ...api, view: renderApp('/organiser', { fakeTimers: true, history: ['/'] }) };
}

const alexRow = () => screen.queryByRole('button', { name: /^Reject Alex Morgan/ });
const passUndoWindow = () => act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS));

describe("the organiser's Reject offers Undo for 5 seconds", () => {
  it('takes the request out at once, and sends the rejection only after 5 s', async () => {
    const { requests, view } = dashboard();
    await view.user.click(await screen.findByRole('button', { name: /^Reject Alex Morgan/ }));

    expect(await screen.findByText('Request rejected')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeVisible();
    expect(alexRow()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS - 100));
    expect(deletes(requests)).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(deletes(requests)).toHaveLength(1));
    // Sent: Undo is no longer offered, and the lists reload from the server.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());
    await waitFor(() =>
      expect(
        requests.filter((request) => request.path === '/organizer/social/requests'),
      ).toHaveLength(2),
    );
    expect(alexRow()).toBeNull();
  });

  it('Undo brings the request back, focused, and nothing is sent', async () => {
    const { requests, view } = dashboard();
    await view.user.click(await screen.findByRole('button', { name: /^Reject Alex Morgan/ }));
    await view.user.click(await findInToast('Undo'));

    const accept = await screen.findByRole('button', { name: /^Accept Alex Morgan/ });
    await waitFor(() => expect(accept).toHaveFocus());
    await passUndoWindow();
    expect(deletes(requests)).toHaveLength(0);
    expect(alexRow()).toBeVisible();
  });

  it('still sends the rejection after leaving the dashboard', async () => {
    const { requests, view } = dashboard();
    await view.user.click(await screen.findByRole('button', { name: /^Reject Alex Morgan/ }));
    act(() => void view.router.navigate('/'));
    await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Game' });

    await passUndoWindow();
    await waitFor(() => expect(deletes(requests)).toHaveLength(1));
  });

  it('sends it at once, to outlive the page, when the page is left', async () => {
    const { requests, view } = dashboard();
    await view.user.click(await screen.findByRole('button', { name: /^Reject Alex Morgan/ }));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(deletes(requests)).toHaveLength(1));
  });

  it('says why when the rejection fails after the window, and the request comes back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { view } = dashboard(() =>
      failure(409, 'This request was already accepted', 'REQUEST_ALREADY_DECIDED'),
    );
    await view.user.click(await screen.findByRole('button', { name: /^Reject Alex Morgan/ }));
    await passUndoWindow();

    expect(await screen.findByText('Could not reject the request')).toBeVisible();
    expect(screen.getByText('This request was already accepted')).toBeVisible();
    const section = screen.getByRole('region', { name: 'Requests' });
    expect(
      await within(section).findByRole('button', { name: /^Reject Alex Morgan/ }),
    ).toBeVisible();
  });

  it('sends it at once, still signed, when the organiser signs out', async () => {
    const { requests, view } = dashboard();
    await view.user.click(await screen.findByRole('button', { name: /^Reject Alex Morgan/ }));
    await view.user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(deletes(requests)).toHaveLength(1));
    expect(deletes(requests)[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
  });
});
