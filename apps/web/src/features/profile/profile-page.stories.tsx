import {
  ACCOUNT_MESSAGES,
  blockingSocialPath,
  calendarAddressSchema,
  errorMessage,
  notificationPreferencesSchema,
  paymentRecordSchema,
  paymentsConfigSchema,
  savedCardListSchema,
  tokenSchema,
  userProfileSchema,
  type UserProfile,
} from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { answer, answerEmpty, fail, hold } from '../../storybook/api-mocks.ts';
import { FULL_SOCIAL, STORY_SOCIAL } from '../socials/socials-story-data.ts';
import {
  AppAt,
  asPlayer,
  asVisitor,
  onDesktop,
  onTablet,
  PAGE_PARAMETERS,
  signedInHandlers,
  onPhone,
  storyToken,
} from '../../storybook/page-story.tsx';
import {
  alexProfile,
  calendarAddress,
  defaultNotificationPreferences,
  newPlayerProfile,
  noSavedCards,
  payments,
  sandboxPayments,
  savedCards,
} from './profile-story-data.ts';

const PROFILE = '/user/profile';
const paymentHistory = z.array(paymentRecordSchema);

/** The calls the profile's cards make besides the profile itself: cards, payments, settings. */
function cardHandlers({ cards = savedCards, paid = payments } = {}) {
  return [
    answer('/user/payment/methods/:id', savedCardListSchema, cards),
    answer('/user/payments', paymentHistory, paid),
    answer('/payments/config', paymentsConfigSchema, sandboxPayments),
    answer(
      '/user/notification-preferences',
      notificationPreferencesSchema,
      defaultNotificationPreferences,
    ),
    answer('/user/calendar', calendarAddressSchema, calendarAddress),
  ];
}

const profileAnswer = (profile: UserProfile) => answer(PROFILE, userProfileSchema, profile);

/**
 * An API that keeps Alex's profile, as the server does: a save (multipart) stores the fields
 * sent, answers a new token carrying the new first name, and the next read shows them.
 */
function keptProfile() {
  let profile = alexProfile;
  const sent: Record<string, string>[] = [];
  const read = () => HttpResponse.json({ message: 'OK', data: userProfileSchema.parse(profile) });
  const save = async ({ request }: { request: Request }) => {
    const form = await request.formData();
    const fields = Object.fromEntries(
      [...form.entries()].map(([name, value]) => [name, String(value)]),
    );
    sent.push(fields);
    const number = (name: string, stored: number | null) =>
      fields[name] === undefined ? stored : Number(fields[name]);
    profile = {
      ...profile,
      firstName: fields.firstName ?? profile.firstName,
      lastName: fields.lastName ?? profile.lastName,
      phone: fields.phone ?? profile.phone,
      age: number('age', profile.age),
      height: number('height', profile.height),
      weight: number('weight', profile.weight),
      visibility: fields.visibility === 'private' ? 'private' : 'public',
      sportPreferences: JSON.parse(fields.sportPreferences ?? '[]') as string[],
    };
    return HttpResponse.json({ message: 'OK', data: storyToken(profile.firstName) });
  };
  return {
    sent,
    reset: () => {
      profile = alexProfile;
      sent.length = 0;
    },
    handlers: [http.get(`*/api/v1${PROFILE}`, read), http.put(`*/api/v1${PROFILE}`, save)],
  };
}

const api = keptProfile();

/** What view mode shows beside a label of Personal Details. */
function factOf(page: ReturnType<typeof within>, label: string) {
  return page.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** /profile: the signed-in player's summary, personal details, cards, payments and settings. */
/** A toast's title, once it has faded in. */
async function toastSays(page: ReturnType<typeof within>, title: string) {
  const toast = await page.findByText(title);
  await waitFor(() => expect(toast).toBeVisible());
}

/** The first wait of a story also loads the page's chunk: slow on a busy machine. */
const LOAD = { timeout: 5000 };

const meta = {
  title: 'Pages/Profile',
  globals: onPhone,
  component: AppAt,
  args: { path: '/profile' },
  parameters: {
    ...PAGE_PARAMETERS,
    msw: [profileAnswer(alexProfile), ...cardHandlers(), ...signedInHandlers],
  },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Alex's photo and badge, details in feet and pounds, two saved cards, three payments, settings. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Your Profile' }, LOAD),
    ).toBeVisible();
    await expect(await page.findByText('Height', { selector: 'dt' })).toBeVisible();
    await expect(factOf(page, 'Height')).toBe('5 ft 11 in');
    await expect(factOf(page, 'Sports Liked')).toBe('Badminton, Tennis');
    await expect(page.getByText('Public profile')).toBeVisible();
    await expect(await page.findByText('ending in 4444')).toBeVisible();
    await expect(await page.findByText('Sunday Doubles')).toBeVisible();
    await expect(await page.findByDisplayValue(calendarAddress.url)).toBeVisible();
  },
};

/** The profile is on its way: 'Loading your profile...' under the title. */
export const Loading: Story = {
  parameters: { msw: [hold(PROFILE), ...cardHandlers(), ...signedInHandlers] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Loading your profile...', {}, LOAD)).toBeVisible();
  },
};

/** A new player: no photo (initials), details 'Not set', no cards and no payments yet. */
export const Empty: Story = {
  parameters: {
    msw: [
      profileAnswer(newPlayerProfile),
      ...cardHandlers({ cards: noSavedCards, paid: [] }),
      ...signedInHandlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText(
        'No saved cards yet. Choose Update Details to add one and pay for courts in a tap.',
        {},
        LOAD,
      ),
    ).toBeVisible();
    await expect(
      await page.findByText(
        'No payments yet. Courts you book and paid socials you join show here.',
      ),
    ).toBeVisible();
  },
};

/** The profile could not be read: the API's message and 'Try again'. */
export const Error: Story = {
  parameters: {
    msw: [fail(PROFILE, 500, 'Something went wrong'), ...cardHandlers(), ...signedInHandlers],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Something went wrong', {}, LOAD)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Signed out: the page asks to sign in and opens the sign-in dialog. */
export const SignedOut: Story = {
  beforeEach: asVisitor,
  parameters: { msw: [] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('heading', { name: 'Sign in to see your profile', hidden: true }, LOAD),
    ).toBeInTheDocument();
    // The sign-in dialog opens by itself (it fades in).
    const dialog = await page.findByRole('dialog', { name: 'Sign In' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Tablet: Story = { globals: onTablet };

export const Desktop: Story = { globals: onDesktop };

/**
 * Editing the personal details: a one-letter first name is refused with the product's message
 * and nothing is sent; a valid name, mobile number and height are saved (feet sent as metres),
 * the toast says 'Profile updated' and view mode and the header greeting show the new values.
 */
export const EditProfile: Story = {
  beforeEach: () => {
    api.reset();
    return asPlayer();
  },
  parameters: { msw: [...api.handlers, ...cardHandlers(), ...signedInHandlers] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const retype = async (label: string, text: string) => {
      const field = page.getByLabelText(label);
      await userEvent.clear(field);
      await userEvent.type(field, text);
    };
    await userEvent.click(await page.findByRole('button', { name: 'Edit personal details' }, LOAD));
    await expect(await page.findByLabelText('First Name')).toHaveValue('Alex');

    await retype('First Name', 'A');
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));
    await expect(await page.findByText('First name must be at least 2 characters')).toBeVisible();
    await expect(page.getByLabelText('First Name')).toHaveFocus();
    await expect(api.sent).toEqual([]);

    await retype('First Name', 'Alexandra');
    await retype('Mobile Number', '0400 111 222');
    await retype('Height (ft)', '6');
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));

    await toastSays(page, 'Profile updated');
    await expect(api.sent).toEqual([
      {
        firstName: 'Alexandra',
        lastName: 'Morgan',
        phone: '0400 111 222',
        age: '30',
        height: '1.8288',
        weight: '75',
        visibility: 'public',
        sportPreferences: '["Badminton","Tennis"]',
      },
    ]);
    await waitFor(() => expect(factOf(page, 'First Name')).toBe('Alexandra'));
    await expect(factOf(page, 'Mobile Number')).toBe('0400 111 222');
    await expect(factOf(page, 'Height')).toBe('6 ft 0 in');
    await expect(page.getByText('Hello, Alexandra')).toBeInTheDocument();
  },
};

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
    msw: [
      fail('/user/password', 403, WRONG, { method: 'put', code: 'WRONG_PASSWORD' }),
      profileAnswer(alexProfile),
      ...cardHandlers(),
      ...signedInHandlers,
    ],
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
    msw: [
      answer('/user/password', tokenSchema, storyToken(), {
        method: 'put',
        message: ACCOUNT_MESSAGES.passwordChanged,
      }),
      profileAnswer(alexProfile),
      ...cardHandlers(),
      ...signedInHandlers,
    ],
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
    msw: [
      answerEmpty('/user/sessions/revoke'),
      profileAnswer(alexProfile),
      ...cardHandlers(),
      ...signedInHandlers,
    ],
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
    msw: [
      fail('/user/export', 500, 'Something went wrong'),
      profileAnswer(alexProfile),
      ...cardHandlers(),
      ...signedInHandlers,
    ],
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
    msw: [
      fail('/user/account', 403, WRONG, { method: 'delete', code: 'WRONG_PASSWORD' }),
      profileAnswer(alexProfile),
      ...cardHandlers(),
      ...signedInHandlers,
    ],
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
    msw: [
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
      profileAnswer(alexProfile),
      ...cardHandlers(),
      ...signedInHandlers,
    ],
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
    msw: [
      answerEmpty('/user/account', 'delete'),
      profileAnswer(alexProfile),
      ...cardHandlers(),
      ...signedInHandlers,
    ],
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
