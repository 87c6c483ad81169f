import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOAD, fakeApi, makeToken, ok, renderApp, sampleProfile } from '../test/app-test-kit.tsx';
import { NO_COURT_BOOKINGS } from '../features/courts/my-bookings/my-bookings-fixtures.ts';
import { resetPageFocus } from './page-title.ts';

const NO_SOCIAL_BOOKINGS = { upcomingBookings: [], recurringBookings: [], pastBookings: [] };

/** Signing in works and the activity's lists answer (empty). */
function serveSignInAndActivity() {
  return fakeApi({
    'POST /auth/login': ok(makeToken()),
    'GET /user/profile': ok(sampleProfile),
    'GET /user/social/booking': ok(NO_SOCIAL_BOOKINGS),
    'GET /user/social/booking/request': ok([]),
    'GET /user/court/bookings': ok(NO_COURT_BOOKINGS),
    'GET /user/waitlist': ok([]),
  });
}

async function signInThrough(dialog: HTMLElement, user: ReturnType<typeof renderApp>['user']) {
  await user.type(await within(dialog).findByLabelText('Email', {}, LOAD), 'alex@example.com');
  await user.type(within(dialog).getByLabelText('Password'), 'secret1');
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => resetPageFocus());

describe('a signed-in address, signed out', () => {
  it.each([
    ['/activity', 'Sign in to see your activity'],
    ['/chat?user=22222222-2222-4222-8222-222222222222', 'Sign in to see your chat'],
    ['/profile', 'Sign in to see your profile'],
    ['/profile/22222222-2222-4222-8222-222222222222', "Sign in to see this player's profile"],
    ['/friends', 'Sign in to see your friends'],
    ['/organiser', 'Sign in to see your organizer dashboard'],
    ['/social-organizer', 'Sign in to create an event'],
    ['/view-social-events', 'Sign in to see your social events'],
  ])('%s names what is there and opens the sign-in dialog', async (path, prompt) => {
    fakeApi({});
    renderApp(path);
    // The dialog, once open, hides the page from the accessibility tree: ask for hidden ones too.
    expect(
      await screen.findByRole('heading', { level: 1, name: prompt, hidden: true }, LOAD),
    ).toBeVisible();
    expect(document.title).toBe(`${prompt} · Better Play`);
    expect(await screen.findByRole('dialog', { name: 'Sign In' }, LOAD)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Find Your Perfect Game' })).toBeNull();
  });

  it('shows the screen at that address, query and all, once signed in', async () => {
    serveSignInAndActivity();
    // Arrived from another page: signing in must not go back to it.
    const { user, router } = renderApp('/activity?share=5d2f9a51-6b0e-4f7e-8f1c-1c5e7e3b2a02', {
      history: ['/sports'],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' }, LOAD);
    await signInThrough(dialog, user);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Activity' }, LOAD),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/activity');
    expect(router.state.location.search).toBe('?share=5d2f9a51-6b0e-4f7e-8f1c-1c5e7e3b2a02');
    expect(await screen.findByText('Sign in successful', {}, LOAD)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("stays on the page when the dialog is closed, with 'Sign In' to open it again", async () => {
    fakeApi({});
    const { user, router } = renderApp('/friends');
    await screen.findByRole('dialog', { name: 'Sign In' }, LOAD);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/friends');

    const page = screen.getByRole('main');
    await user.click(within(page).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeVisible();
  });

  it('signing up from the dialog comes back to the address', async () => {
    fakeApi({});
    const { user, router } = renderApp('/chat?user=22222222-2222-4222-8222-222222222222');
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' }, LOAD);
    await user.click(await within(dialog).findByRole('link', { name: 'Sign up here' }, LOAD));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.state).toEqual({
      returnTo: '/chat?user=22222222-2222-4222-8222-222222222222',
    });
  });

  it('leaves unknown addresses to the home page', async () => {
    fakeApi({});
    renderApp('/no-such-page?user=1');
    expect(
      await screen.findByRole('heading', { name: 'Find Your Perfect Game' }, LOAD),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
