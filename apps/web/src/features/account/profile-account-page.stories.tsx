import {
  ACCOUNT_MESSAGES,
  blockingSocialPath,
  errorMessage,
  tokenSchema,
} from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { answer, answerEmpty, fail } from '../../storybook/api-mocks.ts';
import {
  AppAt,
  asPlayer,
  onPhone,
  PAGE_PARAMETERS,
  signedInHandlers,
  storyToken,
} from '../../storybook/page-story.tsx';
import {
  cardHandlers,
  LOAD,
  profileAnswer,
  profilePageHandlers,
  toastSays,
} from '../profile/profile-page-story-kit.ts';
import { alexProfile } from '../profile/profile-story-data.ts';
import { FULL_SOCIAL, STORY_SOCIAL } from '../socials/socials-story-data.ts';

/** /profile's account cards, below the others: the Password card and Your Account. */
const meta = {
  title: 'Pages/Profile account',
  globals: onPhone,
  component: AppAt,
  args: { path: '/profile' },
  parameters: { ...PAGE_PARAMETERS, msw: profilePageHandlers() },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const WRONG = errorMessage('WRONG_PASSWORD');

/** The profile's account cards, below the others: Password and Your Account. */
async function accountCard(page: ReturnType<typeof within>, name: string) {
  const heading: HTMLElement = await page.findByRole('heading', { level: 2, name }, LOAD);
  const card = heading.closest('[data-slot="card"]');
  return within(card instanceof HTMLElement ? card : heading);
}

/** An email not verified yet: the banner under the header, whose Resend mails a new link. */
export const UnverifiedEmail: Story = {
  parameters: {
    msw: [
      profileAnswer({ ...alexProfile, emailVerified: false }),
      answer('/user/email/verification', z.null(), null, {
        method: 'post',
        status: 202,
        message: ACCOUNT_MESSAGES.verificationSent,
      }),
      ...cardHandlers(),
      ...signedInHandlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const banner = await page.findByRole('region', { name: 'Email verification' }, LOAD);
    await expect(banner).toHaveTextContent('We sent a link to alex@example.com.');
    await userEvent.click(within(banner).getByRole('button', { name: 'Resend' }));
    await toastSays(page, ACCOUNT_MESSAGES.verificationSent);
  },
};

/** Types the current password and 'new-secret' twice on the Password card, and sends them. */
async function changePassword(card: ReturnType<typeof within>, current: string) {
  await userEvent.type(card.getByLabelText('Current password'), current);
  await userEvent.type(card.getByLabelText('New password'), 'new-secret');
  await userEvent.type(card.getByLabelText('Confirm password'), 'new-secret');
  await userEvent.click(card.getByRole('button', { name: 'Change password' }));
}

/** A new password with a wrong current one: the message under the current password. */
export const ChangePasswordWrong: Story = {
  parameters: {
    msw: profilePageHandlers(
      fail('/user/password', 403, WRONG, { method: 'put', code: 'WRONG_PASSWORD' }),
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const card = await accountCard(page, 'Password');
    await changePassword(card, 'not-it');
    await waitFor(() =>
      expect(card.getByLabelText('Current password')).toHaveAccessibleDescription(WRONG),
    );
  },
};

/** The password changed: this device stays signed in with the new token, the form empties. */
export const ChangePassword: Story = {
  parameters: {
    msw: profilePageHandlers(
      answer('/user/password', tokenSchema, storyToken(), {
        method: 'put',
        message: ACCOUNT_MESSAGES.passwordChanged,
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const card = await accountCard(page, 'Password');
    await changePassword(card, 'secret1');
    await toastSays(page, ACCOUNT_MESSAGES.passwordChanged);
    await waitFor(() => expect(card.getByLabelText('Current password')).toHaveValue(''));
    await expect(page.getByText('Hello, Alex')).toBeVisible();
  },
};

/** 'Sign out everywhere' asks first. */
export const SignOutEverywhere: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const card = await accountCard(page, 'Your Account');
    await userEvent.click(card.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await page.findByRole('dialog', { name: 'Sign out everywhere?' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Signed out everywhere: the app signs out here too and goes home. */
export const SignedOutEverywhere: Story = {
  parameters: {
    msw: profilePageHandlers(answerEmpty('/user/sessions/revoke')),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const card = await accountCard(page, 'Your Account');
    await userEvent.click(card.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await page.findByRole('dialog', { name: 'Sign out everywhere?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await toastSays(page, ACCOUNT_MESSAGES.signedOutEverywhere);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Find Your Perfect Game' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  },
};

/** The data could not be prepared: the toast says so. */
export const DownloadFailed: Story = {
  parameters: {
    msw: profilePageHandlers(fail('/user/export', 500, 'Something went wrong')),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const card = await accountCard(page, 'Your Account');
    await userEvent.click(card.getByRole('button', { name: 'Download my data' }));
    await toastSays(page, 'Your data was not downloaded');
  },
};

/** Types the password into the open delete dialog and confirms. */
async function confirmDeletion(page: ReturnType<typeof within>) {
  const card = await accountCard(page, 'Your Account');
  await userEvent.click(card.getByRole('button', { name: 'Delete my account' }));
  const dialog = within(await page.findByRole('dialog', { name: 'Delete your account?' }));
  await userEvent.type(dialog.getByLabelText('Password'), 'secret1');
  await userEvent.click(dialog.getByRole('button', { name: 'Delete my account' }));
  return dialog;
}

/** The delete dialog: what happens, and the password. */
export const DeleteAccount: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const card = await accountCard(page, 'Your Account');
    await userEvent.click(card.getByRole('button', { name: 'Delete my account' }));
    const dialog = await page.findByRole('dialog', { name: 'Delete your account?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent("shown as from 'Deleted player'");
  },
};

/** A wrong password: the message under the field, and the account stays. */
export const DeleteAccountWrongPassword: Story = {
  parameters: {
    msw: profilePageHandlers(
      fail('/user/account', 403, WRONG, { method: 'delete', code: 'WRONG_PASSWORD' }),
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await confirmDeletion(page);
    await waitFor(() =>
      expect(dialog.getByLabelText('Password')).toHaveAccessibleDescription(WRONG),
    );
  },
};

const BLOCKING = [STORY_SOCIAL, FULL_SOCIAL];

/** Socials Alex organises still have other players: the dialog names each, with its page. */
export const DeleteAccountBlocked: Story = {
  parameters: {
    msw: profilePageHandlers(
      http.delete('*/api/v1/user/account', () =>
        HttpResponse.json(
          {
            message: errorMessage('ORGANISER_HAS_PLAYERS', {
              socials: BLOCKING.map(({ name }) => name).join(', '),
            }),
            statusCode: 409,
            code: 'ORGANISER_HAS_PLAYERS',
            details: BLOCKING.map((social) => ({
              path: blockingSocialPath(social),
              message: social.name,
            })),
          },
          { status: 409 },
        ),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await confirmDeletion(page);
    const list = await dialog.findByRole('list', { name: 'Socials with other players' });
    const first = within(list).getByRole('link', { name: STORY_SOCIAL.name });
    await expect(first).toHaveAttribute(
      'href',
      `/sports/${STORY_SOCIAL.category}/social?id=${STORY_SOCIAL.id}`,
    );
  },
};

/** Deleted: signed out here, home, and the toast says the account is gone. */
export const AccountDeleted: Story = {
  parameters: {
    msw: profilePageHandlers(answerEmpty('/user/account', 'delete')),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await confirmDeletion(page);
    await toastSays(page, ACCOUNT_MESSAGES.accountDeleted);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Find Your Perfect Game' }),
    ).toBeVisible();
  },
};
