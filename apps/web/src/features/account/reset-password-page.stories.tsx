import { ACCOUNT_MESSAGES, errorMessage, tokenSchema } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, fail, hold } from '../../storybook/api-mocks.ts';
import {
  AppAt,
  asVisitor,
  onDesktop,
  onPhone,
  onTablet,
  PAGE_PARAMETERS,
  signedInHandlers,
  storyToken,
} from '../../storybook/page-story.tsx';

const RESET = '/auth/password/reset';
/** The first wait of a story also loads the page's chunk: slow on a busy machine. */
const LOAD = { timeout: 5000 };

type Page = ReturnType<typeof within>;
const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Types a new password twice and saves it. */
async function choosePassword(page: Page) {
  await userEvent.type(await page.findByLabelText('New password', {}, LOAD), 'new-secret');
  await userEvent.type(page.getByLabelText('Confirm password'), 'new-secret');
  await userEvent.click(page.getByRole('button', { name: 'Save password' }));
}

/** /reset-password?token=: where a password-reset mail's link opens. */
const meta = {
  title: 'Pages/Reset Password',
  globals: onPhone,
  component: AppAt,
  args: { path: '/reset-password?token=q3VbX0m2Yt7LkP9sW4nZc8RfHd1JaE6u' },
  parameters: { ...PAGE_PARAMETERS, msw: [] },
  beforeEach: asVisitor,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The new password, twice, with the sign-up's rules. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Choose a New Password' }, LOAD),
    ).toBeVisible();
    await expect(page.getByLabelText('Confirm password')).toBeVisible();
  },
};

/** Saved: the person is signed in, lands on the home page and the toast says so. */
export const Reset: Story = {
  parameters: {
    msw: [
      answer(RESET, tokenSchema, storyToken(), {
        method: 'post',
        message: ACCOUNT_MESSAGES.passwordReset,
      }),
      ...signedInHandlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await choosePassword(page);
    const toast = await page.findByText(ACCOUNT_MESSAGES.passwordReset);
    await waitFor(() => expect(toast).toBeVisible());
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Find Your Perfect Game' }),
    ).toBeVisible();
    await expect(page.getByText('Hello, Alex')).toBeVisible();
  },
};

/** The new password is on its way. */
export const Saving: Story = {
  parameters: { msw: [hold(RESET, 'post')] },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await choosePassword(page);
    await expect(await page.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

/** Passwords that break the sign-up's rules: its messages, and nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await userEvent.type(await page.findByLabelText('New password', {}, LOAD), 'short');
    await userEvent.type(page.getByLabelText('Confirm password'), 'other');
    await userEvent.click(page.getByRole('button', { name: 'Save password' }));
    await expect(await page.findByText('Password must be at least 6 characters')).toBeVisible();
  },
};

/** A link already used or too old: why, and the way to ask for a new one. */
export const LinkSpent: Story = {
  parameters: {
    msw: [
      fail(RESET, 400, errorMessage('RESET_TOKEN_INVALID'), {
        method: 'post',
        code: 'RESET_TOKEN_INVALID',
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await choosePassword(page);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      errorMessage('RESET_TOKEN_INVALID'),
    );
    await expect(page.getByRole('button', { name: 'Ask for a new link' })).toBeVisible();
  },
};

/** 'Ask for a new link' opens the sign-in dialog at 'Forgot your password?'. */
export const AskAgain: Story = {
  args: { path: '/reset-password' },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Ask for a new link' }, LOAD));
    const dialog = await page.findByRole('dialog', { name: 'Forgot your password?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(await within(dialog).findByLabelText('Email')).toBeVisible();
  },
};

/** An address without its token (copied in part). */
export const TokenMissing: Story = {
  args: { path: '/reset-password' },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByRole('alert', {}, LOAD)).toHaveTextContent(
      ACCOUNT_MESSAGES.tokenMissing,
    );
  },
};

export const Tablet: Story = { globals: onTablet };

export const Desktop: Story = { globals: onDesktop };
