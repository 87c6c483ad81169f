import { ACCOUNT_MESSAGES } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { answer } from '../../storybook/api-mocks.ts';
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
import { ALEX_CREDENTIALS, alexSignsIn } from '../auth/auth-story-mocks.ts';

const HEADING = 'Find Your Perfect Game';

/** /: the hero, the three ways in, testimonials and About; it needs no data of its own. */
const meta = {
  title: 'Pages/Home',
  component: AppAt,
  globals: onPhone,
  args: { path: '/' },
  parameters: { ...PAGE_PARAMETERS, msw: signedInHandlers },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's first screen: the hero with a link to each sport's socials, and Sign In. */
export const SignedOut: Story = {
  beforeEach: asVisitor,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join a Social' })).toHaveAttribute(
      'href',
      '/sports',
    );
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  },
};

/** Alex signed in: the same page, the header greeting Alex beside the bell and Sign Out. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect(page.getByText('Hello, Alex')).toBeVisible();
    await expect(
      await page.findByRole('button', { name: 'Notifications, 0 unread' }),
    ).toBeVisible();
  },
};

/** Signed in on a tablet: the tiles and testimonials side by side. */
export const Tablet: Story = { globals: onTablet };

/** Signed in on a laptop. */
export const Desktop: Story = { globals: onDesktop };

/** An address the app does not know shows the home page rather than an error. */
export const UnknownPath: Story = {
  args: { path: '/no-such-page' },
  beforeEach: asVisitor,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  },
};

const signIn = alexSignsIn();

/** A visitor signs in from the header's dialog; the header then greets them. */
export const SignIn: Story = {
  beforeEach: asVisitor,
  parameters: { msw: signIn.handlers },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Sign In' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Sign In' }));
    // The form is a chunk of its own, loaded when the dialog first opens.
    await userEvent.type(await dialog.findByLabelText('Email'), ALEX_CREDENTIALS.email);
    await userEvent.type(dialog.getByLabelText('Password'), ALEX_CREDENTIALS.password);
    await userEvent.click(dialog.getByRole('button', { name: 'Sign In' }));

    // The toast slides in: visible once its animation starts.
    const welcome = await page.findByText('Welcome back, Alex!');
    await waitFor(() => expect(welcome).toBeVisible());
    await expect(signIn.bodies.at(-1)).toEqual(ALEX_CREDENTIALS);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(page.getByText('Hello, Alex')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Sign In' })).toBeNull();
  },
};

/**
 * 'Forgot your password?' in the sign-in dialog: the email typed comes along, and the answer is
 * the same whether or not it has an account; 'Back to sign in' returns to the form.
 */
export const ForgotPassword: Story = {
  beforeEach: asVisitor,
  parameters: {
    msw: [
      answer('/auth/password/forgot', z.null(), null, {
        method: 'post',
        status: 202,
        message: ACCOUNT_MESSAGES.forgotSent,
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Sign In' }));
    const signIn = within(await page.findByRole('dialog', { name: 'Sign In' }));
    await userEvent.type(await signIn.findByLabelText('Email'), ALEX_CREDENTIALS.email);
    await userEvent.click(signIn.getByRole('button', { name: 'Forgot your password?' }));

    const dialog = within(await page.findByRole('dialog', { name: 'Forgot your password?' }));
    await expect(dialog.getByLabelText('Email')).toHaveValue(ALEX_CREDENTIALS.email);
    await userEvent.click(dialog.getByRole('button', { name: 'Send link' }));
    await expect(await dialog.findByText(ACCOUNT_MESSAGES.forgotSent)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Back to sign in' })).toHaveFocus();
  },
};
