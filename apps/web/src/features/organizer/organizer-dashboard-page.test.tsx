import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, type FakeResponse, ok, renderApp } from '../../test/app-test-kit.tsx';
import { aBooking, aJoinRequest, profileRoute, signInOrganizer } from './organizer-test-kit.ts';

const EMPTY_TEXT = 'No bookings found matching your search. Please try different keywords.';

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
        socialDate: '2099-12-24',
        socialTime: '09:30:00',
        attendees: 6,
        capacity: 6,
      }),
    ]),
    'GET /organizer/social/requests': ok([aJoinRequest()]),
    ...routes,
  });
}

/** Renders the dashboard and waits for its lazily loaded screen. */
async function openDashboard() {
  const view = renderApp('/organiser');
  await screen.findByRole('heading', { level: 1, name: 'Organizer Dashboard' });
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });
const rowHeaders = (name: string) =>
  within(section(name))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('organiser dashboard', () => {
  it('is titled, and links to the create and list screens', async () => {
    signInOrganizer();
    dashboardApi();
    renderApp('/organiser');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organizer Dashboard' }),
    ).toBeVisible();
    expect(document.title).toBe('Organizer Dashboard · Better Play');
    expect(screen.getByRole('link', { name: 'Add new Social' })).toHaveAttribute(
      'href',
      '/social-organizer',
    );
    expect(screen.getByRole('link', { name: 'View all social' })).toHaveAttribute(
      'href',
      '/view-social-events',
    );
  });

  it('puts the requests, which wait for a decision, above the bookings', async () => {
    signInOrganizer();
    dashboardApi();
    renderApp('/organiser');
    await screen.findByText('Player 1');

    const requests = section('Requests');
    expect(requests.compareDocumentPosition(section('Bookings'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('lists requests with avatar, name and email, and bookings as numbered players', async () => {
    signInOrganizer();
    dashboardApi();
    await openDashboard();

    const row = await within(section('Requests')).findByRole('row', { name: /Alex Morgan/ });
    expect(within(row).getByRole('img', { name: 'Alex Morgan' })).toHaveTextContent('AM');
    expect(within(row).getByText('alex@example.com')).toBeVisible();
    expect(within(row).getByText('Requested for Sunday Smash')).toBeVisible();
    expect(within(row).getByText('“Can I bring a friend?”')).toBeVisible();
    // When the social is and how full: what the organiser weighs before accepting.
    expect(within(row).getByRole('cell', { name: '1 Jun 2099' })).toBeVisible();
    expect(within(row).getByRole('cell', { name: '6:00 PM' })).toBeVisible();
    expect(within(row).getByRole('cell', { name: '3/10 players' })).toBeVisible();
    expect(
      within(row).getByRole('button', { name: 'Accept Alex Morgan for Sunday Smash' }),
    ).toBeEnabled();
    expect(
      within(row).getByRole('button', { name: 'Reject Alex Morgan for Sunday Smash' }),
    ).toBeEnabled();

    const bookings = section('Bookings');
    expect(within(bookings).getByRole('table', { name: 'Bookings' })).toBeVisible();
    const first = within(bookings).getByRole('row', { name: /Player 1/ });
    expect(within(first).getByText('sam@example.com')).toBeVisible();
    expect(within(first).getByText('0499000111')).toBeVisible();
    expect(within(first).getByText('Requested for Sunday Smash')).toBeVisible();
    const second = within(bookings).getByRole('row', { name: /Player 2/ });
    expect(within(second).getByText('kim@example.com')).toBeVisible();
    expect(within(second).getByText('Requested for Hoops Night')).toBeVisible();
    expect(within(first).getByRole('cell', { name: '1 Jun 2099' })).toBeVisible();
    expect(within(second).getByRole('cell', { name: '24 Dec 2099' })).toBeVisible();
    expect(within(second).getByRole('cell', { name: '9:30 AM' })).toBeVisible();
    expect(within(second).getByRole('cell', { name: '6/6 players' })).toBeVisible();
    expect(within(bookings).queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('pages the bookings ten at a time, numbering the players across pages', async () => {
    signInOrganizer();
    const many = Array.from({ length: 23 }, (_, index) =>
      aBooking({ id: `booking-${index + 1}`, userEmail: `player${index + 1}@example.com` }),
    );
    dashboardApi({ 'GET /organizer/social/bookings': ok(many) });
    const { user } = renderApp('/organiser');
    await screen.findByText('Player 1');

    expect(rowHeaders('Bookings')).toEqual(Array.from({ length: 10 }, (_, i) => `Player ${i + 1}`));
    const pages = within(section('Bookings')).getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(rowHeaders('Bookings')).toEqual(
      Array.from({ length: 10 }, (_, i) => `Player ${i + 11}`),
    );
    expect(screen.getByText('player11@example.com')).toBeVisible();
    // The list's top takes focus, so the new page is read from its start.
    expect(screen.getByRole('heading', { name: 'Bookings' })).toHaveFocus();

    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(rowHeaders('Bookings')).toEqual(['Player 21', 'Player 22', 'Player 23']);
    expect(within(pages).getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows the empty text in both lists when there is nothing', async () => {
    signInOrganizer();
    dashboardApi({
      'GET /organizer/social/bookings': ok([]),
      'GET /organizer/social/requests': ok([]),
    });
    await openDashboard();

    expect(await within(section('Bookings')).findByText(EMPTY_TEXT)).toBeVisible();
    expect(within(section('Requests')).getByText(EMPTY_TEXT)).toBeVisible();
  });

  it("covers the lists with 'Loading bookings...' until both arrive", async () => {
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

    await screen.findByText('Player 1');
    expect(screen.getByText('Loading bookings...')).toBeVisible();
    expect(screen.queryByText(EMPTY_TEXT)).toBeNull();

    act(() => release());
    await waitFor(() => expect(screen.queryByText('Loading bookings...')).toBeNull());
    expect(within(section('Requests')).getByText(EMPTY_TEXT)).toBeVisible();
  });

  it('offers to retry when a list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInOrganizer();
    let attempts = 0;
    dashboardApi({
      'GET /organizer/social/bookings': async () =>
        ++attempts === 1 ? failure(403, 'Organisers only', 'NOT_ORGANIZER') : ok([aBooking()]),
    });
    const { user } = await openDashboard();

    const alert = await within(section('Bookings')).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load bookings: Organisers only');
    expect(within(section('Requests')).getByRole('row', { name: /Alex Morgan/ })).toBeVisible();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section('Bookings')).findByText('Player 1')).toBeVisible();
  });

  it('asks signed-out visitors to sign in', async () => {
    renderApp('/organiser');
    expect(
      await screen.findByRole('heading', {
        name: 'Sign in to see your organizer dashboard',
        hidden: true,
      }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Organizer Dashboard' })).toBeNull();
  });
});
