import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeSockets } from '../../lib/realtime/realtime-test-kit.tsx';
import {
  failure,
  fakeApi,
  makeToken,
  ok,
  renderApp,
  sampleProfile,
  setTokenCookie,
} from '../../test/app-test-kit.tsx';
import { clearSelectedSocial, selectSocial } from './selected-social.ts';
import { makeSocial } from './socials-test-kit.ts';

afterEach(clearSelectedSocial);

const tennis = makeSocial({
  id: 'social-7',
  name: 'Twilight Tennis',
  description: 'Round robin under lights.',
  category: 'tennis',
  sport: 'Tennis',
  venue: 'Melbourne Park',
  address: 'Olympic Blvd',
  time: '18:00:00',
  eventType: 'weekly',
  recurrenceDay: 5,
  recurrenceWeekday: true,
  level: 'beginner',
  price: 12.5,
  attendees: 3,
  capacity: 10,
});

describe('social detail', () => {
  it('loads the social of ?id (so a reload works) and shows its details', async () => {
    const { requests } = fakeApi({ 'GET /cms/social/social-7': ok(tennis) });
    renderApp('/sports/tennis/social?id=social-7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Twilight Tennis' })).toBeVisible();
    expect(document.title).toBe('Twilight Tennis · Better Play');
    expect(requests.map((request) => request.path)).toContain('/cms/social/social-7');
    expect(screen.getByRole('link', { name: 'Back to Tennis Socials' })).toHaveAttribute(
      'href',
      '/sports/tennis',
    );
    expect(screen.getByRole('heading', { name: 'About this Social' })).toBeVisible();
    expect(screen.getByText('Round robin under lights.')).toBeVisible();
    const facts = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(facts('Venue')).toBe('Melbourne Park');
    expect(facts('Address')).toBe('Olympic Blvd');
    expect(facts('Time')).toBe('6:00 PM');
    // 7 Mar 2099 is a Saturday; the social meets on Fridays (ISO day 5).
    expect(facts('Date')).toBe('7 Mar 2099Next: Fri 13 Mar, 6:00 PM');
    expect(facts('Attendees/Capacity')).toBe('3/10 players7 places left');
    expect(facts('Level')).toBe('Beginner');
    // No picture: the organiser's initials, named for screen readers.
    expect(screen.getByRole('img', { name: 'Olivia Chen' })).toHaveTextContent('OC');
    expect(screen.getByText('Olivia Chen')).toBeVisible();
    expect(screen.getByText('Price per player - Weekly')).toBeVisible();
    expect(screen.getByText('$12.50')).toBeVisible();
  });

  it('says when a weekly social that has begun meets next, beside its start date', async () => {
    const begun = { ...tennis, date: '2020-01-03' };
    fakeApi({ 'GET /cms/social/social-7': ok(begun) });
    renderApp('/sports/tennis/social?id=social-7');
    await screen.findByRole('heading', { level: 1, name: 'Twilight Tennis' });
    // Fridays (ISO day 5) at 6:00 PM: the first one still to come.
    const next = new Date();
    next.setHours(18, 0, 0, 0);
    while (next.getDay() !== 5 || next.getTime() <= Date.now()) next.setDate(next.getDate() + 1);
    const months = [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ];
    const date = screen.getByText('Date', { selector: 'dt' }).nextElementSibling;
    expect(date).toHaveTextContent(
      `3 Jan 2020Next: Fri ${next.getDate()} ${months[next.getMonth()]}, 6:00 PM`,
    );
  });

  it('signed in, says which friends are going, beside their avatars', async () => {
    setTokenCookie(makeToken());
    fakeApi({
      'GET /user/profile': ok(sampleProfile),
      'GET /cms/social/social-7': ok(tennis),
      'GET /user/social/social-7/status': ok({ status: 'none' }),
      'GET /socials/social-7/going': ok({
        total: 3,
        friends: 2,
        people: [
          { id: 'u1', firstName: 'Sam', lastName: 'Park', avatar: '' },
          { id: 'u2', firstName: 'Priya', lastName: 'Nair', avatar: '' },
        ],
      }),
    });
    renderApp('/sports/tennis/social?id=social-7');
    expect(await screen.findByText('Sam and 1 friend are going')).toBeVisible();
  });

  it("goes to the social's join page with Join", async () => {
    fakeApi({ 'GET /cms/social/social-7': ok(tennis) });
    const { user, router } = renderApp('/sports/tennis/social?id=social-7');
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: 'Join Twilight Tennis' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/sports/tennis/social/join');
    expect(router.state.location.search).toBe('?id=social-7');
  });

  it("reads 'Spot not available' when full, and clicking it goes nowhere", async () => {
    fakeApi({ 'GET /cms/social/social-7': ok({ ...tennis, attendees: 10 }) });
    const { user, router } = renderApp('/sports/tennis/social?id=social-7');
    const button = await screen.findByRole('button', { name: 'Spot not available' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveClass('cursor-not-allowed');
    // Still focusable, and it says why.
    button.focus();
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription(/^10\/10 players\s*Full$/);
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();

    await user.click(button);
    expect(router.state.location.pathname).toBe('/sports/tennis/social');
  });

  it('says a social that has taken place has, and offers no Join', async () => {
    fakeApi({ 'GET /cms/social/social-7': ok({ ...tennis, isPast: true }) });
    renderApp('/sports/tennis/social?id=social-7');
    expect(await screen.findByText('This social has already taken place')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Twilight Tennis' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Spot not available' })).toBeNull();
  });

  it('goes to /sports when no social is selected', async () => {
    fakeApi({});
    const { router } = renderApp('/sports/tennis/social');
    expect(await screen.findByRole('heading', { name: 'Join a Social' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/sports');
  });

  it('shows the selected social without ?id while refreshing it', async () => {
    selectSocial(tennis);
    const { requests } = fakeApi({
      'GET /cms/social/social-7': ok({ ...tennis, name: 'Twilight Tennis (renamed)' }),
    });
    renderApp('/sports/tennis/social');
    expect(await screen.findByRole('heading', { level: 1, name: 'Twilight Tennis' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Twilight Tennis (renamed)' }),
    ).toBeVisible();
    expect(requests.map((request) => request.path)).toContain('/cms/social/social-7');
  });

  it('says when the social does not exist', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'GET /cms/social/gone': failure(404, 'Social not found', 'SOCIAL_NOT_FOUND') });
    renderApp('/sports/tennis/social?id=gone');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Social not found');
    expect(document.title).toBe('Social · Better Play');
    expect(screen.getByRole('link', { name: 'Browse socials' })).toHaveAttribute('href', '/sports');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Tennis Socials' })).toHaveAttribute(
      'href',
      '/sports/tennis',
    );
  });

  it("shows any other failure with 'Try again', which loads the social", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = [
      failure(429, 'Too many attempts. Please wait a minute and try again.', 'RATE_LIMITED'),
      ok(tennis),
    ];
    fakeApi({ 'GET /cms/social/social-7': () => answers.shift() ?? { status: 500 } });
    const { user } = renderApp('/sports/tennis/social?id=social-7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Twilight Tennis' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('follows the attendee count live and turns Join into Spot not available', async () => {
    const sockets = installFakeSockets();
    fakeApi({ 'GET /cms/social/social-7': ok({ ...tennis, attendees: 9 }) });
    renderApp('/sports/tennis/social?id=social-7');
    await screen.findByRole('button', { name: 'Join' });
    const socket = sockets.current();
    act(() => socket.serverConnect());
    expect(socket.sent('room:join')).toEqual([{ room: 'social:social-7' }]);

    act(() =>
      socket.serverEmit('social:attendees-changed', {
        socialId: 'social-7',
        category: 'tennis',
        attendees: 10,
        capacity: 10,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Spot not available' })).toBeVisible();
    expect(screen.getByText('10/10 players')).toBeVisible();
  });

  describe('knows who is looking', () => {
    const STATUS = 'GET /user/social/social-7/status';
    /** What the server answers for the player's standing, changed by the tests. */
    const current = { status: 'none' as 'going' | 'requested' | 'none' };
    const signedIn = (status: typeof current.status) => {
      current.status = status;
      setTokenCookie(makeToken());
      return fakeApi({
        'GET /user/profile': ok(sampleProfile),
        'GET /cms/social/social-7': ok(tennis),
        [STATUS]: () => ok({ status: current.status }),
      });
    };

    it("a player already going reads 'You're going' instead of Join", async () => {
      const { requests } = signedIn('going');
      renderApp('/sports/tennis/social?id=social-7');
      expect(await screen.findByText("You're going")).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
      // The public social is asked for anonymously; only the standing is signed in.
      const social = requests.find((request) => request.path === '/cms/social/social-7');
      expect(social?.headers.get('Authorization')).toBeNull();
      const status = requests.find((request) => request.path === '/user/social/social-7/status');
      expect(status?.headers.get('Authorization')).toMatch(/^Bearer /);
    });

    it("a player waiting for an answer reads 'Request sent'", async () => {
      signedIn('requested');
      renderApp('/sports/tennis/social?id=social-7');
      expect(await screen.findByText('Request sent')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    });

    it('a signed-in player with neither sees Join', async () => {
      const { requests } = signedIn('none');
      renderApp('/sports/tennis/social?id=social-7');
      await waitFor(() =>
        expect(requests.some((request) => request.path.endsWith('/status'))).toBe(true),
      );
      expect(await screen.findByRole('button', { name: 'Join' })).toBeVisible();
      expect(screen.queryByText("You're going")).toBeNull();
    });

    it('signed out, asks nothing more and offers Join as before', async () => {
      const { requests } = fakeApi({ 'GET /cms/social/social-7': ok(tennis) });
      renderApp('/sports/tennis/social?id=social-7');
      expect(await screen.findByRole('button', { name: 'Join' })).toBeVisible();
      expect(requests.some((request) => request.path.endsWith('/status'))).toBe(false);
    });

    it("turns 'Request sent' into 'You're going' when the organiser accepts", async () => {
      const sockets = installFakeSockets();
      signedIn('requested');
      renderApp('/sports/tennis/social?id=social-7');
      expect(await screen.findByText('Request sent')).toBeVisible();

      current.status = 'going';
      act(() =>
        sockets.current().serverEmit('join-request:decided', {
          id: 'request-1',
          socialId: 'social-7',
          socialName: 'Twilight Tennis',
          status: 'accepted',
        }),
      );
      expect(await screen.findByText("You're going")).toBeVisible();
      expect(screen.queryByText('Request sent')).toBeNull();
    });
  });
});
