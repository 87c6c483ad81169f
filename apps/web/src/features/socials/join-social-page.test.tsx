import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../lib/hard-navigate.ts';
import {
  clickTwiceAtOnce,
  failure,
  fakeApi,
  type FakeResponse,
  findInToast,
  makeToken,
  ok,
  renderApp,
  sampleProfile,
  setTokenCookie,
} from '../../test/app-test-kit.tsx';
import { JOIN_DRAFT_KEY } from './join-draft.ts';
import { clearSelectedSocial } from './selected-social.ts';
import { makeJoinRequest, makeSocial } from './socials-test-kit.ts';

afterEach(clearSelectedSocial);

const soccer = makeSocial({
  id: 'social-9',
  name: 'Five-a-side',
  category: 'soccer',
  sport: 'Soccer',
});
const JOIN_PATH = '/sports/soccer/social/join?id=social-9';

const signedInRoutes = {
  'GET /user/profile': ok(sampleProfile),
  'GET /user/social/booking': ok({ upcomingBookings: [], recurringBookings: [], pastBookings: [] }),
  'GET /user/social/booking/request': ok([makeJoinRequest({ social: soccer })]),
  'GET /user/social/social-9/status': ok({ status: 'none' }),
};

/** The facts the join page shows, by term. */
function fact(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

function signIn() {
  setTokenCookie(makeToken());
}

describe('join a social', () => {
  it('shows the title, the back link to its own social and the message box', async () => {
    fakeApi({ 'GET /cms/social/social-9': ok(soccer) });
    renderApp(JOIN_PATH);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join Five-a-side' }),
    ).toBeVisible();
    expect(document.title).toBe('Join Five-a-side · Better Play');
    expect(screen.getByRole('link', { name: 'Back to Five-a-side' })).toHaveAttribute(
      'href',
      '/sports/soccer/social?id=social-9',
    );
    const message = screen.getByRole('textbox', { name: 'Message to the Organizer' });
    expect(message).toHaveAttribute('placeholder', 'want to send any special message...?');
    expect(screen.getByRole('button', { name: 'Request to Join Social' })).toBeEnabled();
  });

  it('goes to /sports when no social is selected', async () => {
    fakeApi({});
    const { router } = renderApp('/sports/soccer/social/join');
    expect(await screen.findByRole('heading', { level: 1, name: 'Join a Social' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/sports');
  });

  it('offers no form for a social that has taken place', async () => {
    fakeApi({ 'GET /cms/social/social-9': ok({ ...soccer, isPast: true }) });
    renderApp(JOIN_PATH);
    expect(await screen.findByText('This social has already taken place')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Join Five-a-side' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Five-a-side' })).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request to Join Social' })).toBeNull();
  });

  it('restores the draft message and keeps it as it is typed', async () => {
    window.localStorage.setItem(JOIN_DRAFT_KEY, 'Bringing a friend');
    fakeApi({ 'GET /cms/social/social-9': ok(soccer) });
    const { user } = renderApp(JOIN_PATH);
    const message = await screen.findByRole('textbox', { name: 'Message to the Organizer' });
    expect(message).toHaveValue('Bringing a friend');

    await user.type(message, '!');
    expect(window.localStorage.getItem(JOIN_DRAFT_KEY)).toBe('Bringing a friend!');
  });

  it('signed out: keeps the draft and opens the sign-in dialog instead of sending', async () => {
    const { requests } = fakeApi({ 'GET /cms/social/social-9': ok(soccer) });
    const { user, router } = renderApp(JOIN_PATH);
    await user.type(
      await screen.findByRole('textbox', { name: 'Message to the Organizer' }),
      'First time here',
    );
    const button = screen.getByRole('button', { name: 'Request to Join Social' });
    await user.click(button);

    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeVisible();
    expect(window.localStorage.getItem(JOIN_DRAFT_KEY)).toBe('First time here');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    expect(router.state.location.pathname).toBe('/sports/soccer/social/join');

    // Closed without signing in: back where the player was.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('signed in: sends the request, goes to /activity, clears the draft and confirms', async () => {
    signIn();
    window.localStorage.setItem(JOIN_DRAFT_KEY, 'See you there');
    let answer: (response: FakeResponse) => void = () => {};
    const { requests } = fakeApi({
      ...signedInRoutes,
      'GET /cms/social/social-9': ok(soccer),
      'POST /user/social/booking/request': () =>
        new Promise<FakeResponse>((resolve) => {
          answer = resolve;
        }),
    });
    const { user, router } = renderApp(JOIN_PATH);
    const button = await screen.findByRole('button', { name: 'Request to Join Social' });
    await user.click(button);

    // Busy while sending: a second click sends nothing more.
    await waitFor(() => expect(button).toBeDisabled());
    await user.click(button);
    answer({
      status: 201,
      body: { message: 'Request sent successfully', data: makeJoinRequest({ social: soccer }) },
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/activity'));
    expect(await screen.findByText('Request sent successfully')).toBeVisible();
    expect(window.localStorage.getItem(JOIN_DRAFT_KEY)).toBeNull();
    const sent = requests.filter((request) => request.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      socialId: 'social-9',
      organizerId: soccer.organizer.id,
      message: 'See you there',
    });
    expect(sent[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    // The new request is listed as a pending upcoming social.
    expect(await screen.findByRole('tab', { name: 'Upcoming (1)' })).toBeVisible();
    expect(screen.getByText('Pending')).toBeVisible();
  });

  it('signed in: a double click on Request to Join Social sends one request and no error', async () => {
    signIn();
    const { requests } = fakeApi({
      ...signedInRoutes,
      'GET /cms/social/social-9': ok(soccer),
      'POST /user/social/booking/request': {
        status: 201,
        body: { message: 'Request sent successfully', data: makeJoinRequest({ social: soccer }) },
      },
    });
    const { router } = renderApp(JOIN_PATH);
    clickTwiceAtOnce(await screen.findByRole('button', { name: 'Request to Join Social' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity'));
    expect(await screen.findByText('Request sent successfully')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(screen.queryByText(/already asked/)).toBeNull();
  });

  it('counts the message against its limit and sends nothing over it', async () => {
    signIn();
    const { requests } = fakeApi({ ...signedInRoutes, 'GET /cms/social/social-9': ok(soccer) });
    const { user } = renderApp(JOIN_PATH);
    const message = await screen.findByRole('textbox', { name: 'Message to the Organizer' });
    expect(message).toHaveAccessibleDescription('0 / 1,000');
    // Pasted whole, not cut at the limit: the player sees by how much it is over.
    await user.click(message);
    await user.paste('x'.repeat(1003));
    expect(message).toHaveValue('x'.repeat(1003));
    expect(screen.getByText('1,003 / 1,000 · 3 too many')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Request to Join Social' }));
    expect(await screen.findByText('message must be at most 1000 characters')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("signed in: shows the server's refusal and stays", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    window.localStorage.setItem(JOIN_DRAFT_KEY, 'Again');
    fakeApi({
      ...signedInRoutes,
      'GET /cms/social/social-9': ok(soccer),
      'POST /user/social/booking/request': failure(
        409,
        'You have already asked to join this social',
        'ALREADY_REQUESTED',
      ),
    });
    const { user, router } = renderApp(JOIN_PATH);
    await user.click(await screen.findByRole('button', { name: 'Request to Join Social' }));

    expect(await screen.findByText('You have already asked to join this social')).toBeVisible();
    expect(router.state.location.pathname).toBe('/sports/soccer/social/join');
    expect(window.localStorage.getItem(JOIN_DRAFT_KEY)).toBe('Again');
    expect(screen.getByRole('button', { name: 'Request to Join Social' })).toBeEnabled();
  });

  it('at a paid social: says the price is held, and without a card offers the way to add one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    fakeApi({
      ...signedInRoutes,
      'GET /cms/social/social-9': ok(soccer),
      'POST /user/social/booking/request': failure(
        409,
        'Add a payment card on your profile before paying',
        'NO_PAYMENT_METHOD',
      ),
    });
    const { user, router } = renderApp(JOIN_PATH);
    const send = await screen.findByRole('button', { name: 'Request to Join Social' });
    expect(send).toHaveAccessibleDescription(
      '$12.50 will be held on your saved card now and taken only if the organiser gives you a place.',
    );
    await user.click(send);

    expect(
      await screen.findByText('Add a payment card on your profile before paying'),
    ).toBeVisible();
    await user.click(await findInToast('Add a card'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('at a free social: says nothing about cards', async () => {
    fakeApi({ 'GET /cms/social/social-9': ok({ ...soccer, price: 0 }) });
    renderApp(JOIN_PATH);
    const send = await screen.findByRole('button', { name: 'Request to Join Social' });
    expect(send).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/held on your saved card/)).toBeNull();
  });

  it("shows the social's date, time, venue and price above the message", async () => {
    fakeApi({
      'GET /cms/social/social-9': ok({ ...soccer, venue: 'Albert Park', eventType: 'weekly' }),
    });
    renderApp(JOIN_PATH);
    await screen.findByRole('heading', { level: 1, name: 'Join Five-a-side' });
    expect(fact('Date')).toBe('7 Mar 2099');
    expect(fact('Time')).toBe('6:00 PM');
    expect(fact('Venue')).toBe('Albert Park');
    expect(fact('Price per player - Weekly')).toBe('$12.50');
  });

  it.each([
    ['going', "You're going"],
    ['requested', 'Request sent'],
  ])('signed in and %s: says so and offers no form', async (status, text) => {
    signIn();
    window.localStorage.setItem(JOIN_DRAFT_KEY, 'Typed before');
    fakeApi({
      ...signedInRoutes,
      'GET /cms/social/social-9': ok(soccer),
      'GET /user/social/social-9/status': ok({ status }),
    });
    renderApp(JOIN_PATH);
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request to Join Social' })).toBeNull();
    // Still the social's facts, and the way back to it.
    expect(fact('Venue')).toBe('MSAC');
    expect(screen.getByRole('link', { name: 'Back to Five-a-side' })).toBeVisible();
  });

  it('signing up from the join flow comes back to the join page with the draft', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const hardNavigate = vi.spyOn(browserNavigation, 'hardNavigate').mockImplementation(() => {});
    fakeApi({
      ...signedInRoutes,
      'GET /cms/social/social-9': ok(soccer),
      'POST /auth/register': () => ({
        status: 201,
        body: { message: 'Created', data: makeToken({ firstName: 'Alex' }) },
      }),
    });
    const { user, router } = renderApp(JOIN_PATH, { fakeTimers: true });
    await user.type(
      await screen.findByRole('textbox', { name: 'Message to the Organizer' }),
      'First time here',
    );
    await user.click(screen.getByRole('button', { name: 'Request to Join Social' }));
    (await screen.findByRole('link', { name: 'Sign up here' })).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    expect(router.state.location.pathname).toBe('/signup');

    const values: Record<string, string> = {
      'First Name': 'Alex',
      'Last Name': 'Morgan',
      Email: 'alex@example.com',
      'Mobile Number': '0412345678',
      Age: '30',
      'Height (m)': '1.8',
      'Weight (kg)': '75',
      Password: 'secret1',
      'Confirm Password': 'secret1',
    };
    for (const [label, value] of Object.entries(values)) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('checkbox', { name: 'Soccer' }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(
      await screen.findByText(
        'Welcome, Alex! Your account has been created. Taking you back to where you were ...',
      ),
    ).toBeVisible();
    act(() => vi.advanceTimersByTime(3000));
    expect(hardNavigate).toHaveBeenCalledWith(JOIN_PATH);

    // The page loads again there, signed in: the message typed before is waiting.
    cleanup();
    renderApp(JOIN_PATH);
    expect(await screen.findByRole('textbox', { name: 'Message to the Organizer' })).toHaveValue(
      'First time here',
    );
  });
});
