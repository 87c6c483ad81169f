import { tokenSchema } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { browserNavigation } from '../lib/hard-navigate.ts';
import { answer, fail, hold } from '../storybook/api-mocks.ts';
import {
  AppAt,
  asVisitor,
  PAGE_PARAMETERS,
  signedInHandlers,
  storyToken,
} from '../storybook/page-story.tsx';

/**
 * The registration machine as a new player walks it on /signup: the page runs the real machine,
 * and each story reaches its state through the machine's own transitions (the API answers come
 * from Mock Service Worker).
 */
const meta = {
  title: 'Flows/registration',
  component: AppAt,
  args: { path: '/signup' },
  parameters: { ...PAGE_PARAMETERS },
  beforeEach() {
    const cleanUp = asVisitor();
    // `redirecting` leaves the app for the profile: here it must not leave Storybook.
    const leave = spyOn(browserNavigation, 'hardNavigate').mockImplementation(() => {});
    return () => {
      leave.mockRestore();
      cleanUp();
    };
  },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const REGISTER = '/auth/register';

async function submitTheForm(canvasElement: HTMLElement) {
  const page = within(canvasElement.ownerDocument.body);
  await page.findByRole('heading', { level: 1, name: 'Sign Up' });
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
  };
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(page.getByLabelText(label), value);
  }
  await userEvent.click(page.getByRole('checkbox', { name: 'Tennis' }));
  await userEvent.click(page.getByRole('button', { name: 'Sign Up' }));
  return page;
}

/** `editing`: the empty form, where every flow starts. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Sign Up' })).toBeEnabled();
  },
};

/** `submitting`: the account is being created; the form gives way to a loading line. */
export const Submitting: Story = {
  parameters: { msw: [hold(REGISTER, 'post')] },
  play: async ({ canvasElement }) => {
    const page = await submitTheForm(canvasElement);
    await expect(await page.findByText('Creating account ...')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Sign Up' })).toBeNull();
  },
};

/** `failed`: the server refused; the form is back with its values, and a toast says why. */
export const Failed: Story = {
  parameters: {
    msw: [fail(REGISTER, 409, 'Email already exists', { method: 'post', code: 'EMAIL_TAKEN' })],
  },
  play: async ({ canvasElement }) => {
    const page = await submitTheForm(canvasElement);
    await expect(await page.findByText('Registration failed')).toBeInTheDocument();
    await expect(page.getByLabelText('Email')).toHaveValue('alex@example.com');
    await expect(page.getByLabelText('Email')).toHaveAccessibleDescription(
      expect.stringContaining('Email already exists'),
    );
  },
};

/** `welcome`: the account exists; the page greets the player before opening their profile. */
export const Welcome: Story = {
  parameters: {
    // Once the account exists the player is signed in, and the header asks what signed-in pages do.
    msw: [
      answer(REGISTER, tokenSchema, storyToken(), { method: 'post', status: 201 }),
      ...signedInHandlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const page = await submitTheForm(canvasElement);
    await expect(
      await page.findByText(
        'Welcome, Alex! Your account has been created. Redirecting to your profile ...',
      ),
    ).toBeVisible();
  },
};

/** `redirecting` (final): after the welcome, the app opens the new player's profile. */
export const Redirecting: Story = {
  parameters: Welcome.parameters,
  play: async ({ canvasElement }) => {
    await submitTheForm(canvasElement);
    await waitFor(() => expect(browserNavigation.hardNavigate).toHaveBeenCalledWith('/profile'), {
      timeout: 6000,
    });
  },
};
