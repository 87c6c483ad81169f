import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clickTwiceAtOnce,
  failure,
  fakeApi,
  type FakeResponse,
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
};

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
});
