import { ACCOUNT_MESSAGES, errorMessage } from '@betterplay/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { App } from '../../app/app.tsx';
import { createQueryClient } from '../../app/query-client.ts';
import { appRoutes } from '../../app/router.tsx';
import {
  clickTwiceAtOnce,
  fakeApi,
  LOAD,
  ok,
  renderApp,
  type FakeRequest,
} from '../../test/app-test-kit.tsx';
import { accepted, alex, refusal, signedInAs, unverifiedAlex } from './account-test-kit.ts';

const LINK = '/verify-email?token=tok-1';
const BANNER = { name: 'Email verification' };

const verifications = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path === '/auth/email/verify');

/** The app as main.tsx renders it: strict mode runs each effect twice on mount. */
function renderStrictApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <StrictMode>
      <App router={router} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}

describe('/verify-email', () => {
  it('follows the link once as it opens, even in strict mode, and says the email is verified', async () => {
    const { requests } = fakeApi({
      'POST /auth/email/verify': accepted(ACCOUNT_MESSAGES.emailVerified),
    });
    renderStrictApp(LINK);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' }, LOAD),
    ).toBeVisible();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Verifying your email address...');
    await waitFor(() => expect(status).toHaveTextContent(ACCOUNT_MESSAGES.emailVerified));
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
    expect(verifications(requests).map((request) => request.body)).toEqual([{ token: 'tok-1' }]);
    expect(verifications(requests)[0]?.headers.get('Authorization')).toBeNull();
  });

  it('reads the profile again after, so the banner goes once the person moves on', async () => {
    let profile = unverifiedAlex;
    fakeApi({
      ...signedInAs(unverifiedAlex),
      'GET /user/profile': () => ok(profile),
      'POST /auth/email/verify': () => {
        profile = alex;
        return accepted(ACCOUNT_MESSAGES.emailVerified);
      },
    });
    const { user } = renderApp(LINK);
    // Not on the page that verifies: it would only repeat it.
    await screen.findByText(ACCOUNT_MESSAGES.emailVerified, {}, LOAD);
    expect(screen.queryByRole('region', BANNER)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Game' });
    await waitFor(() => expect(screen.getByText('Hello, Alex')).toBeVisible());
    expect(screen.queryByRole('region', BANNER)).toBeNull();
  });

  it('says when the link is spent; signed in, Resend mails a new one', async () => {
    const spent = errorMessage('VERIFY_TOKEN_INVALID');
    const { requests } = fakeApi({
      ...signedInAs(unverifiedAlex),
      'POST /auth/email/verify': refusal(400, 'VERIFY_TOKEN_INVALID', spent),
      'POST /user/email/verification': accepted(ACCOUNT_MESSAGES.verificationSent),
    });
    const { user } = renderApp(LINK);
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(spent);
    await user.click(screen.getByRole('button', { name: 'Resend' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.verificationSent)).toBeInTheDocument();
    const resend = requests.filter((request) => request.path === '/user/email/verification');
    expect(resend).toHaveLength(1);
    expect(resend[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('signed out, a spent link offers to sign in, which opens the dialog', async () => {
    fakeApi({
      'POST /auth/email/verify': refusal(
        400,
        'VERIFY_TOKEN_INVALID',
        errorMessage('VERIFY_TOKEN_INVALID'),
      ),
    });
    const { user } = renderApp(LINK);
    await screen.findByRole('alert', {}, LOAD);
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
    const page = screen.getByRole('main');
    await user.click(within(page).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('says when the address has no token, and sends nothing', async () => {
    const { requests } = fakeApi({});
    renderApp('/verify-email');
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(
      ACCOUNT_MESSAGES.tokenMissing,
    );
    expect(verifications(requests)).toEqual([]);
  });
});

describe('the banner asking to verify the email', () => {
  it('shows under the header while the email is not verified; Resend sends once and says so', async () => {
    const { requests } = fakeApi({
      ...signedInAs(unverifiedAlex),
      'POST /user/email/verification': accepted(ACCOUNT_MESSAGES.verificationSent),
    });
    renderApp('/sports');
    const banner = await screen.findByRole('region', BANNER, LOAD);
    expect(banner).toHaveTextContent(
      'Please verify your email address. We sent a link to alex@example.com.',
    );
    // Between the header and the page.
    expect(screen.getByRole('banner').nextElementSibling).toBe(banner);

    clickTwiceAtOnce(within(banner).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.verificationSent)).toBeInTheDocument();
    const sent = requests.filter((request) => request.path === '/user/email/verification');
    expect(sent).toHaveLength(1);
  });

  it("toasts the server's refusal", async () => {
    const wait = errorMessage('RATE_LIMITED', { wait: 'a minute' });
    fakeApi({
      ...signedInAs(unverifiedAlex),
      'POST /user/email/verification': refusal(429, 'RATE_LIMITED', wait),
    });
    const { user } = renderApp('/sports');
    const banner = await screen.findByRole('region', BANNER, LOAD);
    await user.click(within(banner).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('The link was not sent')).toBeInTheDocument();
    expect(screen.getByText(wait)).toBeInTheDocument();
  });

  it('goes when the server says the email is verified already', async () => {
    let profile = unverifiedAlex;
    fakeApi({
      ...signedInAs(unverifiedAlex),
      'GET /user/profile': () => ok(profile),
      'POST /user/email/verification': () => {
        profile = alex;
        return refusal(409, 'EMAIL_ALREADY_VERIFIED', errorMessage('EMAIL_ALREADY_VERIFIED'));
      },
    });
    const { user } = renderApp('/sports');
    const banner = await screen.findByRole('region', BANNER, LOAD);
    await user.click(within(banner).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(errorMessage('EMAIL_ALREADY_VERIFIED'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', BANNER)).toBeNull());
  });

  it('is not there for a verified email', async () => {
    const { requests } = fakeApi(signedInAs(alex));
    renderApp('/sports');
    await screen.findByText('Hello, Alex', {}, LOAD);
    await waitFor(() => expect(requests.some((r) => r.path === '/user/profile')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', BANNER)).toBeNull();
  });
});
