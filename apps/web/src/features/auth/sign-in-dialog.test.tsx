import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPageFocus } from '../../app/page-title.ts';
import {
  fakeApi,
  makeToken,
  renderApp,
  sampleProfile,
  tokenCookie,
} from '../../test/app-test-kit.tsx';
import { openSignInDialog } from './sign-in-events.ts';

/** The server refusing the credentials, as it does for a wrong password. */
const refuseSignIn = () =>
  fakeApi({
    'POST /auth/login': {
      status: 401,
      body: { message: 'Invalid email or password', statusCode: 401, code: 'INVALID_CREDENTIALS' },
    },
  });

const profileRoute = {
  'GET /user/profile': { status: 200, body: { message: 'OK', data: sampleProfile } },
};

async function openDialogFromHeader(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Sign In' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
  // The form is its own chunk, loaded when the dialog first opens.
  await within(dialog).findByLabelText('Email');
  return dialog;
}

async function fillAndSubmit(
  user: ReturnType<typeof renderApp>['user'],
  dialog: HTMLElement,
  email = 'Alex@Example.com',
  password = 'secret1',
) {
  await user.type(within(dialog).getByLabelText('Email'), email);
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
}

// Each test starts a visit: its first page keeps the browser's focus.
beforeEach(() => resetPageFocus());

describe('sign-in dialog', () => {
  it('opens when the page receives the open-signin-dialog event', async () => {
    renderApp('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => openSignInDialog());
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(dialog).toHaveAccessibleDescription('Enter your credentials to access your account.');
    expect(await within(dialog).findByLabelText('Email')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('also opens on the event sent to window', async () => {
    renderApp('/');
    act(() => {
      window.dispatchEvent(new CustomEvent('open-signin-dialog'));
    });
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('validates on submit, focuses the first errored field and re-validates on change', async () => {
    const { fetchMock } = fakeApi({});
    const { user } = renderApp('/');
    const dialog = await openDialogFromHeader(user);

    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    const email = within(dialog).getByLabelText('Email');
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeVisible();
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeVisible();
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');

    await user.type(email, 'alex@example.com');
    await waitFor(() =>
      expect(within(dialog).queryByText('Please enter a valid email address')).toBeNull(),
    );
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
  });

  it('signs in: saves the token, greets the user and closes', async () => {
    const token = makeToken({ firstName: 'Alex' });
    const { requests } = fakeApi({
      'POST /auth/login': { status: 200, body: { message: 'OK', data: token } },
      ...profileRoute,
    });
    const { user } = renderApp('/');
    const dialog = await openDialogFromHeader(user);
    await fillAndSubmit(user, dialog);

    expect(await screen.findByText('Sign in successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Alex!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(tokenCookie()).toBe(token);
    expect(screen.getByText('Hello, Alex')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();

    const login = requests.find((request) => request.path === '/auth/login');
    expect(login?.method).toBe('POST');
    expect(login?.body).toEqual({ email: 'alex@example.com', password: 'secret1' });
    expect(login?.headers.get('Authorization')).toBeNull();
  });

  it('goes back one step in history after signing in', async () => {
    fakeApi({
      'POST /auth/login': { status: 200, body: { message: 'OK', data: makeToken() } },
      ...profileRoute,
    });
    const { user, router } = renderApp('/signup', { history: ['/'] });
    const dialog = await openDialogFromHeader(user);
    await fillAndSubmit(user, dialog);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows 'Sign in failed' with the server's message and closes", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    refuseSignIn();
    const { user } = renderApp('/');
    const dialog = await openDialogFromHeader(user);
    await fillAndSubmit(user, dialog);

    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(tokenCookie()).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Unauthorized: You need to log in');
  });

  it("'Sign up here' goes to /signup and closes the dialog", async () => {
    const { user, router } = renderApp('/');
    const dialog = await openDialogFromHeader(user);
    await user.click(within(dialog).getByRole('link', { name: 'Sign up here' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
  });
});

describe('sign-in dialog focus', () => {
  it('returns focus to the element that opened it when it is dismissed', async () => {
    const { user } = renderApp('/');
    const opener = await screen.findByRole('button', { name: 'Sign In' });
    const dialog = await openDialogFromHeader(user);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('returns focus to the opener after a failed sign-in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    refuseSignIn();
    const { user } = renderApp('/');
    const opener = await screen.findByRole('button', { name: 'Sign In' });
    await fillAndSubmit(user, await openDialogFromHeader(user));

    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("leaves focus to the previous page's heading when signing in goes back", async () => {
    fakeApi({
      'POST /auth/login': { status: 200, body: { message: 'OK', data: makeToken() } },
      ...profileRoute,
    });
    const { user } = renderApp('/signup', { history: ['/sports'] });
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    await fillAndSubmit(user, await openDialogFromHeader(user));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Join a Social' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Still there once the dialog has finished closing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heading).toHaveFocus();
  });

  it("focuses the page's heading when its opener is gone after signing in", async () => {
    fakeApi({
      'POST /auth/login': { status: 200, body: { message: 'OK', data: makeToken() } },
      ...profileRoute,
    });
    const { user } = renderApp('/');
    await fillAndSubmit(user, await openDialogFromHeader(user));

    // The first page of a visit: nothing to go back to, and Sign In became Sign Out.
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 1, name: 'Find Your Perfect Game' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
