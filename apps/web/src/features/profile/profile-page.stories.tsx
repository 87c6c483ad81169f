import { userProfileSchema } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fail, hold } from '../../storybook/api-mocks.ts';
import {
  cardHandlers,
  LOAD,
  PROFILE,
  profileAnswer,
  profilePageHandlers,
  toastSays,
} from './profile-page-story-kit.ts';
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
  newPlayerProfile,
  noSavedCards,
} from './profile-story-data.ts';

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
const meta = {
  title: 'Pages/Profile',
  globals: onPhone,
  component: AppAt,
  args: { path: '/profile' },
  parameters: {
    ...PAGE_PARAMETERS,
    msw: profilePageHandlers(),
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
