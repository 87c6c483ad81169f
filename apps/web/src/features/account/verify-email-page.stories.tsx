import { ACCOUNT_MESSAGES, errorMessage } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { answer, fail, hold } from '../../storybook/api-mocks.ts';
import {
  AppAt,
  asPlayer,
  asVisitor,
  onDesktop,
  onPhone,
  onTablet,
  PAGE_PARAMETERS,
  signedInHandlers,
} from '../../storybook/page-story.tsx';

const VERIFY = '/auth/email/verify';
const LOAD = { timeout: 5000 };

const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const verified = answer(VERIFY, z.null(), null, {
  method: 'post',
  message: ACCOUNT_MESSAGES.emailVerified,
});
const spent = fail(VERIFY, 400, errorMessage('VERIFY_TOKEN_INVALID'), {
  method: 'post',
  code: 'VERIFY_TOKEN_INVALID',
});
const resent = answer('/user/email/verification', z.null(), null, {
  method: 'post',
  status: 202,
  message: ACCOUNT_MESSAGES.verificationSent,
});

/** /verify-email?token=: where a verification mail's link opens; it follows the link at once. */
const meta = {
  title: 'Pages/Verify Email',
  globals: onPhone,
  component: AppAt,
  args: { path: '/verify-email?token=q3VbX0m2Yt7LkP9sW4nZc8RfHd1JaE6u' },
  parameters: { ...PAGE_PARAMETERS, msw: [verified] },
  beforeEach: asVisitor,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The email is verified, with the way on. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByText(ACCOUNT_MESSAGES.emailVerified, {}, LOAD)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue' })).toBeVisible();
  },
};

/** Signed in, the same, and the banner asking to verify is gone. */
export const VerifiedSignedIn: Story = {
  beforeEach: asPlayer,
  parameters: { msw: [verified, ...signedInHandlers] },
  play: Verified.play,
};

/** The link is being followed. */
export const Verifying: Story = {
  parameters: { msw: [hold(VERIFY, 'post')] },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByText('Verifying your email address...', {}, LOAD)).toBeVisible();
  },
};

/** Signed in, a spent link offers 'Resend', which mails a new one. */
export const LinkSpent: Story = {
  beforeEach: asPlayer,
  parameters: { msw: [spent, resent, ...signedInHandlers] },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByRole('alert', {}, LOAD)).toHaveTextContent(
      errorMessage('VERIFY_TOKEN_INVALID'),
    );
    await userEvent.click(page.getByRole('button', { name: 'Resend' }));
    const toast = await page.findByText(ACCOUNT_MESSAGES.verificationSent);
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** Signed out, a spent link offers to sign in first. */
export const LinkSpentSignedOut: Story = {
  parameters: { msw: [spent] },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByRole('alert', {}, LOAD)).toBeVisible();
    const main = within(page.getByRole('main'));
    await expect(main.getByRole('button', { name: 'Sign In' })).toBeVisible();
  },
};

/** An address without its token: nothing is sent. */
export const TokenMissing: Story = {
  args: { path: '/verify-email' },
  parameters: { msw: [] },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByRole('alert', {}, LOAD)).toHaveTextContent(
      ACCOUNT_MESSAGES.tokenMissing,
    );
  },
};

export const Tablet: Story = { globals: onTablet, play: Verified.play };

export const Desktop: Story = { globals: onDesktop, play: Verified.play };
