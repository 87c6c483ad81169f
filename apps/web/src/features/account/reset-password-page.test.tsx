import { ACCOUNT_MESSAGES, errorMessage } from '@betterplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeApi,
  LOAD,
  makeToken,
  ok,
  renderApp,
  setTokenCookie,
  tokenCookie,
} from '../../test/app-test-kit.tsx';
import { aNotification } from '../organizer/organizer-test-kit.ts';
import { alex, findForgotDialog, refusal } from './account-test-kit.ts';

const LINK = '/reset-password?token=abc123';

const sam = { ...alex, id: 'user-2', firstName: 'Sam', email: 'sam@example.com' };
const samsNotifications = [aNotification({ id: 'n1' }), aNotification({ id: 'n2' })];

type User = ReturnType<typeof renderApp>['user'];

async function choosePassword(user: User, password: string, confirm = password) {
  await user.type(await screen.findByLabelText('New password', {}, LOAD), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('/reset-password', () => {
  it('sends the new password with the link, keeps the token as signing in does and goes home', async () => {
    const token = makeToken({ firstName: 'Alex' });
    const { requests } = fakeApi({
      'POST /auth/password/reset': ok(token, ACCOUNT_MESSAGES.passwordReset),
      'GET /user/profile': ok(alex),
    });
    const { user, router } = renderApp(LINK, { history: ['/sports'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a New Password' }, LOAD),
    ).toBeVisible();
    expect(document.title).toBe('Choose a New Password · Better Play');
    await choosePassword(user, 'new-secret');

    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordReset)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(tokenCookie()).toBe(token);
    expect(screen.getByText('Hello, Alex')).toBeInTheDocument();
    const reset = requests.find((request) => request.path === '/auth/password/reset');
    expect(reset?.body).toEqual({
      token: 'abc123',
      password: 'new-secret',
      confirmPassword: 'new-secret',
    });
    expect(reset?.headers.get('Authorization')).toBeNull();
    // The spent link is replaced in the history: Back goes where the person was before it.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sports'));
  });

  it("ends another person's session on this browser first: none of their data stays", async () => {
    const alexToken = makeToken({ sub: 'user-1', firstName: 'Alex' });
    setTokenCookie(makeToken({ sub: 'user-2', firstName: 'Sam' }));
    fakeApi({
      'POST /auth/password/reset': ok(alexToken, ACCOUNT_MESSAGES.passwordReset),
      'GET /user/profile': (request) =>
        ok(request.headers.get('Authorization')?.includes(alexToken) ? alex : sam),
      // Sam has two unread notifications; Alex none.
      'GET /organizer/notifications': (request) =>
        ok(request.headers.get('Authorization')?.includes(alexToken) ? [] : samsNotifications),
    });
    const { user } = renderApp(LINK);
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }, LOAD),
    ).toBeVisible();
    await choosePassword(user, 'new-secret');

    expect(await screen.findByText('Hello, Alex')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
    expect(tokenCookie()).toBe(alexToken);
  });

  it("checks the passwords with the sign-up's messages before sending", async () => {
    const { requests } = fakeApi({});
    const { user } = renderApp(LINK);
    await choosePassword(user, 'short', 'other');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveFocus();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("shows the server's word on a field under it", async () => {
    fakeApi({
      'POST /auth/password/reset': refusal(400, 'VALIDATION_FAILED', 'Password is too long', [
        { path: 'password', message: 'Password is too long' },
      ]),
    });
    const { user } = renderApp(LINK);
    await choosePassword(user, 'new-secret');
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        'Password is too long',
      ),
    );
    expect(screen.getByLabelText('New password')).toHaveFocus();
  });

  it('says when the link is spent and offers to ask for a new one', async () => {
    const spent = errorMessage('RESET_TOKEN_INVALID');
    fakeApi({ 'POST /auth/password/reset': refusal(400, 'RESET_TOKEN_INVALID', spent) });
    const { user } = renderApp(LINK);
    await choosePassword(user, 'new-secret');

    expect(await screen.findByRole('alert')).toHaveTextContent(spent);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(tokenCookie()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    const dialog = await findForgotDialog();
    expect(within(dialog).getByRole('button', { name: 'Send link' })).toBeVisible();
  });

  it('says when the address has no token', async () => {
    const { requests } = fakeApi({});
    renderApp('/reset-password');
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(
      ACCOUNT_MESSAGES.tokenMissing,
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ask for a new link' })).toBeVisible();
    expect(requests).toEqual([]);
  });
});
