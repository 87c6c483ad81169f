import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  makeToken,
  renderApp,
  sampleProfile,
  setTokenCookie,
  tokenCookie,
} from '../../test/app-test-kit.tsx';
import { SIGNED_OUT_RECORD } from './auth-record.ts';

const profileRoute = {
  'GET /user/profile': { status: 200, body: { message: 'OK', data: sampleProfile } },
};

function savedRecord(): unknown {
  const saved = window.localStorage.getItem('auth');
  return saved === null ? null : JSON.parse(saved);
}

describe('saved auth record and session', () => {
  it('restores the saved record on load and keeps it in sync with the profile', async () => {
    window.localStorage.setItem(
      'auth',
      JSON.stringify({
        isAuthenticated: true,
        userName: 'Alex',
        firstName: 'Alex',
        email: 'alex@example.com',
        mobileNumber: '',
        postcode: '3000',
      }),
    );
    setTokenCookie(makeToken());
    fakeApi(profileRoute);
    renderApp('/');

    expect(screen.getByText('Hello, Alex')).toBeInTheDocument();
    await waitFor(() =>
      expect(savedRecord()).toEqual({
        isAuthenticated: true,
        userName: 'Alex Morgan',
        firstName: 'Alex',
        email: 'alex@example.com',
        mobileNumber: '0412345678',
        postcode: '3000',
      }),
    );
  });

  it("logs 'Error parsing saved auth data' for a corrupt record and carries on", () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem('auth', '{not json');
    renderApp('/');

    expect(consoleError).toHaveBeenCalledWith('Error parsing saved auth data', expect.anything());
    expect(screen.getByRole('heading', { name: 'Find Your Perfect Game' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(savedRecord()).toEqual(SIGNED_OUT_RECORD);
  });

  it('ignores a record of the wrong shape', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem('auth', JSON.stringify({ isAuthenticated: 'yes' }));
    renderApp('/');
    expect(consoleError).toHaveBeenCalledWith('Error parsing saved auth data', expect.anything());
    expect(savedRecord()).toEqual(SIGNED_OUT_RECORD);
  });

  it('signs out on load, with a toast, when the token has expired', async () => {
    window.localStorage.setItem(
      'auth',
      JSON.stringify({ ...SIGNED_OUT_RECORD, isAuthenticated: true, firstName: 'Alex' }),
    );
    setTokenCookie(makeToken({ expiresIn: -60 }));
    const { fetchMock } = fakeApi(profileRoute);
    renderApp('/');

    expect(await screen.findByText('Session expired')).toBeInTheDocument();
    expect(screen.getByText('Please sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText(/Hello,/)).toBeNull();
    expect(tokenCookie()).toBeNull();
    expect(savedRecord()).toEqual(SIGNED_OUT_RECORD);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs out with a toast when the token expires while the app is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setTokenCookie(makeToken({ expiresIn: 120 }));
    fakeApi(profileRoute);
    renderApp('/', { fakeTimers: true });
    expect(screen.getByText('Hello, Alex')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(110_000));
    expect(screen.getByText('Hello, Alex')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(await screen.findByText('Session expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(tokenCookie()).toBeNull();
  });

  it('signs out with a toast when the server rejects the token', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    setTokenCookie(makeToken());
    fakeApi({
      'GET /user/profile': {
        status: 401,
        body: { message: 'Unauthorized', statusCode: 401, code: 'UNAUTHORIZED' },
      },
    });
    renderApp('/');

    expect(await screen.findByText('Session expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(tokenCookie()).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('Unauthorized: You need to log in');
  });

  it('signs out: removes the token, resets the record, toasts and goes home', async () => {
    setTokenCookie(makeToken());
    fakeApi(profileRoute);
    const { user, router } = renderApp('/signup');
    await waitFor(() => expect(savedRecord()).toMatchObject({ isAuthenticated: true }));

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully signed out.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(tokenCookie()).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(savedRecord()).toEqual({
      isAuthenticated: false,
      userName: '',
      firstName: '',
      email: '',
      mobileNumber: '',
      postcode: '',
    });
  });
});
