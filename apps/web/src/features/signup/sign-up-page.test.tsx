import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { browserNavigation } from '../../lib/hard-navigate.ts';
import {
  fakeApi,
  type FakeResponse,
  makeToken,
  renderApp,
  sampleProfile,
  tokenCookie,
} from '../../test/app-test-kit.tsx';

type User = ReturnType<typeof renderApp>['user'];

const profileRoute = {
  'GET /user/profile': { status: 200, body: { message: 'OK', data: sampleProfile } },
};

// The app opens the new user's profile, and says so.
const WELCOME = 'Welcome, Alex! Your account has been created. Redirecting to your profile ...';

/** The page is its own chunk: wait for it before filling or asserting. */
function signUpPage() {
  return screen.findByRole('heading', { level: 1, name: 'Sign Up' });
}

async function fillForm(user: User, overrides: Partial<Record<string, string>> = {}) {
  await signUpPage();
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
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('checkbox', { name: 'Tennis' }));
}

function submit(user: User) {
  return user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

let hardNavigate: MockInstance<(path: string) => void>;

describe('sign-up page', () => {
  beforeEach(() => {
    hardNavigate = vi.spyOn(browserNavigation, 'hardNavigate').mockImplementation(() => {});
  });

  it('shows every field with its label, and a link to sign in', async () => {
    renderApp('/signup');
    expect(await signUpPage()).toBeVisible();
    expect(document.title).toBe('Sign Up · Better Play');
    for (const label of [
      'First Name',
      'Last Name',
      'Email',
      'Mobile Number',
      'Age',
      'Height (m)',
      'Weight (kg)',
      'Password',
      'Confirm Password',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const sports = screen.getByRole('group', { name: 'Sport Preferences' });
    expect(
      within(sports)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('id')),
    ).toEqual([
      'signup-sport-badminton',
      'signup-sport-basketball',
      'signup-sport-tennis',
      'signup-sport-soccer',
      'signup-sport-swimming',
    ]);
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/');
  });

  it("shows the product's message for every field on an empty submit and focuses First Name", async () => {
    const { fetchMock } = fakeApi({});
    const { user } = renderApp('/signup');
    await signUpPage();
    await submit(user);

    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid mobile number',
      'Please enter a valid age',
      'Please enter a valid height',
      'Please enter a valid weight',
      'Please select at least one sport preference',
      'Password must be at least 6 characters',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mobile Number')).toHaveAccessibleDescription(
      'Please enter a valid mobile number',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Passwords do not match' on Confirm Password", async () => {
    fakeApi({});
    const { user } = renderApp('/signup');
    await fillForm(user, { 'Confirm Password': 'different' });
    await submit(user);

    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(screen.getByLabelText('Confirm Password')).toHaveFocus();
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
  });

  it('creates the account, welcomes the user, signs them in and opens the profile after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const token = makeToken({ firstName: 'Alex' });
    let answer: (response: FakeResponse) => void = () => {};
    const { requests } = fakeApi({
      'POST /auth/register': () => new Promise<FakeResponse>((resolve) => (answer = resolve)),
      ...profileRoute,
    });
    const { user } = renderApp('/signup', { fakeTimers: true });
    await fillForm(user);
    await submit(user);

    expect(await screen.findByText('Creating account ...')).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'Creating account ...',
    );
    expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull();
    const registration = requests.find((request) => request.path === '/auth/register');
    expect(registration?.body).toEqual({
      firstName: 'Alex',
      lastName: 'Morgan',
      email: 'alex@example.com',
      phone: '0412345678',
      age: 30,
      height: 1.8,
      weight: 75,
      sportPreferences: ['Tennis'],
      password: 'secret1',
      confirmPassword: 'secret1',
    });

    act(() => answer({ status: 201, body: { message: 'Created', data: token } }));
    expect(await screen.findByText(WELCOME)).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(WELCOME);
    expect(tokenCookie()).toBe(token);
    expect(screen.getByText('Hello, Alex')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2500));
    expect(hardNavigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(hardNavigate).toHaveBeenCalledWith('/profile');
  });

  it("returns to the form with 'Registration failed' and the server's message, then retries", async () => {
    const responses: FakeResponse[] = [
      {
        status: 409,
        body: {
          message: 'An account with this email already exists',
          statusCode: 409,
          code: 'EMAIL_TAKEN',
        },
      },
      { status: 201, body: { message: 'Created', data: makeToken() } },
    ];
    fakeApi({
      'POST /auth/register': () => responses.shift() ?? { status: 500 },
      ...profileRoute,
    });
    const { user } = renderApp('/signup');
    await fillForm(user);
    await submit(user);

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    // In the toast and under the Email field.
    expect(screen.getAllByText('An account with this email already exists')).toHaveLength(2);
    expect(screen.getByLabelText('First Name')).toHaveValue('Alex');
    expect(screen.getByRole('checkbox', { name: 'Tennis' })).toBeChecked();
    expect(tokenCookie()).toBeNull();

    await submit(user);
    expect(await screen.findByText(WELCOME)).toBeVisible();
  });

  it('marks the Email field when the email already has an account, until it is changed', async () => {
    fakeApi({
      'POST /auth/register': {
        status: 409,
        body: {
          message: 'An account with this email already exists',
          statusCode: 409,
          code: 'EMAIL_TAKEN',
        },
      },
      ...profileRoute,
    });
    const { user } = renderApp('/signup');
    await fillForm(user);
    await submit(user);

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('An account with this email already exists');
    expect(email).toHaveFocus();
    // Other refusals leave the field alone; a new email clears the mark.
    await user.clear(email);
    await user.type(email, 'alex2@example.com');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("says 'Please try again.' when the answer carries no token", async () => {
    fakeApi({ 'POST /auth/register': { status: 201, body: { message: 'Created', data: '' } } });
    const { user } = renderApp('/signup');
    await fillForm(user);
    await submit(user);

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  });
});
