import { ACCOUNT_MESSAGES, errorMessage } from '@betterplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clickTwiceAtOnce, fakeApi, renderApp } from '../../test/app-test-kit.tsx';
import { openSignInDialogWith } from '../auth/sign-in-events.ts';
import { accepted, findForgotDialog, refusal } from './account-test-kit.ts';

type User = ReturnType<typeof renderApp>['user'];

async function openForgotForm(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Sign In' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
  await user.type(await within(dialog).findByLabelText('Email'), 'alex@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
  return findForgotDialog();
}

describe("the sign-in dialog's 'Forgot your password?'", () => {
  it('asks for the email (kept from the sign-in form) and answers the same whatever it is', async () => {
    const { requests } = fakeApi({
      'POST /auth/password/forgot': accepted(ACCOUNT_MESSAGES.forgotSent),
    });
    const { user } = renderApp('/');
    const dialog = await openForgotForm(user);
    expect(dialog).toHaveAccessibleDescription(
      'Enter the email you signed up with and we will send you a link to choose a new password. The link works for 1 hour.',
    );
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveValue('alex@example.com');
    expect(email).toHaveFocus();

    await user.clear(email);
    await user.type(email, ' Sam@Example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      ACCOUNT_MESSAGES.forgotSent,
    );
    expect(within(dialog).queryByLabelText('Email')).toBeNull();
    const back = within(dialog).getByRole('button', { name: 'Back to sign in' });
    expect(back).toHaveFocus();
    const sent = requests.filter((request) => request.path === '/auth/password/forgot');
    expect(sent.map((request) => request.body)).toEqual([{ email: 'sam@example.com' }]);
    expect(sent[0]?.headers.get('Authorization')).toBeNull();

    await user.click(back);
    const signIn = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(signIn).toHaveAccessibleDescription('Enter your credentials to access your account.');
    expect(within(signIn).getByLabelText('Email')).toHaveFocus();
  });

  it("checks the email with the sign-up's message before sending, and sends once", async () => {
    const { requests } = fakeApi({
      'POST /auth/password/forgot': accepted(ACCOUNT_MESSAGES.forgotSent),
    });
    const { user } = renderApp('/');
    const dialog = await openForgotForm(user);
    const email = within(dialog).getByLabelText('Email');
    await user.clear(email);
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(email, 'alex@example.com');
    clickTwiceAtOnce(within(dialog).getByRole('button', { name: 'Send link' }));
    await within(dialog).findByText(ACCOUNT_MESSAGES.forgotSent);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it("shows the server's refusal and keeps the form", async () => {
    const wait = errorMessage('RATE_LIMITED', { wait: 'a minute' });
    fakeApi({ 'POST /auth/password/forgot': refusal(429, 'RATE_LIMITED', wait) });
    const { user } = renderApp('/');
    const dialog = await openForgotForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(wait);
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
  });

  it('starts afresh each time the dialog opens', async () => {
    fakeApi({});
    const { user } = renderApp('/');
    await openForgotForm(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(await within(dialog).findByLabelText('Email')).toHaveValue('');
  });

  it('opens at the form when asked to (a spent reset link)', async () => {
    fakeApi({});
    renderApp('/');
    act(() => openSignInDialogWith({ forgotPassword: true }));
    const dialog = await findForgotDialog();
    await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveFocus());
  });
});
