import { ACCOUNT_MESSAGES, errorMessage } from '@betterplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  clickTwiceAtOnce,
  fakeApi,
  LOAD,
  makeToken,
  ok,
  renderApp,
  tokenCookie,
} from '../../test/app-test-kit.tsx';
import { profileHeading } from '../profile/profile-test-kit.ts';
import { NO_CONTENT, refusal, signedInAs } from './account-test-kit.ts';

type User = ReturnType<typeof renderApp>['user'];

/** Home, signed out: the header's Sign In, and no sign-in dialog. */
async function signedOutAtHome() {
  await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Game' });
  await waitFor(() => expect(screen.getAllByRole('button', { name: 'Sign In' })).toHaveLength(1));
  expect(screen.queryByRole('dialog')).toBeNull();
}

const card = async (name: string) => {
  await profileHeading();
  const heading = await screen.findByRole('heading', { level: 2, name }, LOAD);
  return heading.closest<HTMLElement>('[data-slot="card"]') ?? heading;
};

async function fillPasswords(user: User, current: string, next = 'new-secret') {
  const form = await card('Password');
  await user.type(within(form).getByLabelText('Current password'), current);
  await user.type(within(form).getByLabelText('New password'), next);
  await user.type(within(form).getByLabelText('Confirm password'), next);
  return form;
}

describe("the profile's password", () => {
  it('changes it: keeps the new token so this device stays signed in, says so and empties the form', async () => {
    const fresh = makeToken({ firstName: 'Alex', expiresIn: 7200 });
    const { requests } = fakeApi({
      ...signedInAs(),
      'PUT /user/password': ok(fresh, ACCOUNT_MESSAGES.passwordChanged),
    });
    const { user } = renderApp('/profile');
    const form = await fillPasswords(user, 'secret1');
    // Whose password it is, for password managers (hidden).
    expect(form.querySelector('input[autocomplete="username"]')).toHaveValue('alex@example.com');
    clickTwiceAtOnce(within(form).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(tokenCookie()).toBe(fresh);
    const sent = requests.filter((request) => request.path === '/user/password');
    expect(sent.map((request) => [request.method, request.body])).toEqual([
      [
        'PUT',
        { currentPassword: 'secret1', password: 'new-secret', confirmPassword: 'new-secret' },
      ],
    ]);
    await waitFor(() => expect(within(form).getByLabelText('Current password')).toHaveValue(''));
    expect(within(form).getByLabelText('New password')).toHaveValue('');
    expect(screen.getByText('Hello, Alex')).toBeVisible();
  });

  it('shows a wrong current password under its field, and keeps the token', async () => {
    fakeApi({
      ...signedInAs(),
      'PUT /user/password': refusal(403, 'WRONG_PASSWORD', errorMessage('WRONG_PASSWORD')),
    });
    const before = tokenCookie();
    const { user } = renderApp('/profile');
    const form = await fillPasswords(user, 'not-it');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    const current = within(form).getByLabelText('Current password');
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription(errorMessage('WRONG_PASSWORD')),
    );
    expect(current).toHaveFocus();
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(tokenCookie()).toBe(before);
  });

  it("checks the form with the contract's messages before sending", async () => {
    const { requests } = fakeApi(signedInAs());
    const { user } = renderApp('/profile');
    const form = await card('Password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(ACCOUNT_MESSAGES.currentPassword)).toBeVisible();
    expect(within(form).getByText('Password must be at least 6 characters')).toBeVisible();
    expect(requests.filter((request) => request.path === '/user/password')).toEqual([]);
  });
});

describe("the profile's account card", () => {
  it('signs out everywhere after asking, then signs out here and goes home', async () => {
    const { requests } = fakeApi({
      ...signedInAs(),
      'POST /user/sessions/revoke': NO_CONTENT,
    });
    const { user, router } = renderApp('/profile');
    const account = await card('Your Account');
    await user.click(within(account).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.signedOutEverywhere)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(tokenCookie()).toBeNull();
    await signedOutAtHome();
    expect(screen.queryByText('Session expired')).toBeNull();
    const revoke = requests.filter((request) => request.path === '/user/sessions/revoke');
    expect(revoke.map((request) => request.method)).toEqual(['POST']);
  });

  it('keeps everything when the person changes their mind', async () => {
    const { requests } = fakeApi(signedInAs());
    const { user } = renderApp('/profile');
    const account = await card('Your Account');
    const opener = within(account).getByRole('button', { name: 'Sign out everywhere' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(opener).toHaveFocus());
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(tokenCookie()).not.toBeNull();
  });

  it('downloads the data as the file the server names', async () => {
    const saved: { name: string; file: Blob }[] = [];
    const files = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.set('blob:export', file as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const file = files.get(this.href);
      if (file) saved.push({ name: this.download, file });
    });
    const { requests } = fakeApi({
      ...signedInAs(),
      'GET /user/export': {
        status: 200,
        body: { profile: { firstName: 'Alex' } },
        headers: {
          'Content-Disposition': 'attachment; filename="betterplay-data-2099-01-01.json"',
        },
      },
    });
    const { user } = renderApp('/profile');
    const account = await card('Your Account');
    await user.click(within(account).getByRole('button', { name: 'Download my data' }));

    await waitFor(() =>
      expect(saved.map(({ name }) => name)).toEqual(['betterplay-data-2099-01-01.json']),
    );
    const text = await new Response(saved[0]?.file).text();
    expect(JSON.parse(text)).toEqual({ profile: { firstName: 'Alex' } });
    const exported = requests.find((request) => request.path === '/user/export');
    expect(exported?.headers.get('Authorization')).toBe(`Bearer ${tokenCookie()}`);
  });

  it('toasts why the data could not be downloaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ ...signedInAs(), 'GET /user/export': refusal(500, 'INTERNAL', 'Export failed') });
    const { user } = renderApp('/profile');
    const account = await card('Your Account');
    await user.click(within(account).getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data was not downloaded')).toBeInTheDocument();
    expect(screen.getByText('Export failed')).toBeInTheDocument();
  });
});

describe('deleting the account', () => {
  async function openDeleteDialog(user: User) {
    const account = await card('Your Account');
    await user.click(within(account).getByRole('button', { name: 'Delete my account' }));
    return screen.findByRole('dialog', { name: 'Delete your account?' });
  }

  it('says what happens, asks for the password, then signs out and goes home', async () => {
    const { requests } = fakeApi({ ...signedInAs(), 'DELETE /user/account': NO_CONTENT });
    const { user, router } = renderApp('/profile');
    const dialog = await openDeleteDialog(user);
    expect(dialog).toHaveTextContent("shown as from 'Deleted player'");
    expect(dialog).toHaveTextContent('offered to the next in line');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.accountPassword)).toBeVisible();
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.accountDeleted)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(tokenCookie()).toBeNull();
    await signedOutAtHome();
    const deletion = requests.filter((request) => request.method === 'DELETE');
    expect(deletion.map((request) => [request.path, request.body])).toEqual([
      ['/user/account', { password: 'secret1' }],
    ]);
  });

  it('shows a wrong password under the field and stays signed in', async () => {
    fakeApi({
      ...signedInAs(),
      'DELETE /user/account': refusal(403, 'WRONG_PASSWORD', errorMessage('WRONG_PASSWORD')),
    });
    const { user } = renderApp('/profile');
    const dialog = await openDeleteDialog(user);
    const password = within(dialog).getByLabelText('Password');
    await user.type(password, 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(errorMessage('WRONG_PASSWORD')),
    );
    expect(password).toHaveFocus();
    expect(tokenCookie()).not.toBeNull();
  });

  it('lists the socials that still have other players, each linking to its page', async () => {
    const names = 'Friday Night Smash, Sunday Doubles';
    const message = errorMessage('ORGANISER_HAS_PLAYERS', { socials: names });
    fakeApi({
      ...signedInAs(),
      'DELETE /user/account': refusal(409, 'ORGANISER_HAS_PLAYERS', message, [
        { path: 'socials.badminton.social-1', message: 'Friday Night Smash' },
        { path: 'socials.tennis.social-2', message: 'Sunday Doubles' },
      ]),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/profile');
    const dialog = await openDeleteDialog(user);
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    const list = within(alert).getByRole('list', { name: 'Socials with other players' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Friday Night Smash', 'Sunday Doubles']);
    expect(links[0]).toHaveAttribute('href', '/sports/badminton/social?id=social-1');
    expect(links[1]).toHaveAttribute('href', '/sports/tennis/social?id=social-2');
    expect(tokenCookie()).not.toBeNull();
  });
});
