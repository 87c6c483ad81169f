import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fail, hold } from '../../storybook/api-mocks.ts';
import {
  AppAt,
  asVisitor,
  onDesktop,
  onPhone,
  onTablet,
  PAGE_PARAMETERS,
} from '../../storybook/page-story.tsx';

type Page = ReturnType<typeof within>;

const EMAIL_TAKEN = 'An account with this email already exists';

/** What a new player types, field by field (labels as the page shows them). */
const NEW_PLAYER: Record<string, string> = {
  'First Name': 'Jordan',
  'Last Name': 'Lee',
  Email: 'jordan@example.com',
  'Mobile Number': '0412345678',
  Age: '27',
  'Height (m)': '1.75',
  'Weight (kg)': '68',
  Password: 'secret1',
  'Confirm Password': 'secret1',
};

async function fillForm(page: Page) {
  for (const [label, value] of Object.entries(NEW_PLAYER)) {
    await userEvent.type(page.getByLabelText(label), value);
  }
  await userEvent.click(page.getByRole('checkbox', { name: 'Tennis' }));
}

async function signUpPage(page: Page) {
  return page.findByRole('heading', { level: 1, name: 'Sign Up' });
}

/**
 * /signup: a visitor creates an account. Signed in it is the same form (only the header
 * differs), so its stories are a visitor's.
 */
const meta = {
  title: 'Pages/Sign up',
  component: AppAt,
  globals: onPhone,
  args: { path: '/signup' },
  parameters: { ...PAGE_PARAMETERS },
  beforeEach: asVisitor,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: name, contact, body measures, sport preferences and a password twice. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await signUpPage(page)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Sport Preferences' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/');
  },
};

/** On a tablet the fields pair up in two columns. */
export const Tablet: Story = { globals: onTablet };

/** On a laptop. */
export const Desktop: Story = { globals: onDesktop };

/** Sent and waiting for the server: 'Creating account ...' in place of the form. */
export const CreatingAccount: Story = {
  parameters: { msw: [hold('/auth/register', 'post')] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await signUpPage(page);
    await fillForm(page);
    await userEvent.click(page.getByRole('button', { name: 'Sign Up' }));
    await expect(await page.findByText('Creating account ...')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Sign Up' })).toBeNull();
  },
};

/** Sent empty, every field says what it needs; sent again, the email already has an account. */
export const SignUpErrors: Story = {
  parameters: {
    msw: [fail('/auth/register', 409, EMAIL_TAKEN, { method: 'post', code: 'EMAIL_TAKEN' })],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await signUpPage(page);
    await userEvent.click(page.getByRole('button', { name: 'Sign Up' }));
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
      await expect(await page.findByText(message)).toBeVisible();
    }
    await expect(page.getByLabelText('First Name')).toHaveFocus();

    await fillForm(page);
    await userEvent.click(page.getByRole('button', { name: 'Sign Up' }));

    const registrationFailed = await page.findByText('Registration failed');
    await waitFor(() => expect(registrationFailed).toBeVisible());
    const email = await page.findByLabelText('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(EMAIL_TAKEN);
    await waitFor(() => expect(email).toHaveFocus());
    // What was typed is still there to correct.
    await expect(page.getByLabelText('First Name')).toHaveValue('Jordan');
  },
};
