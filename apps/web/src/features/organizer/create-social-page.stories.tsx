import { socialSchema, type OrganizerSocial } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fail } from '../../storybook/api-mocks.ts';
import {
  AppAt,
  asPlayer,
  asVisitor,
  onDesktop,
  onTablet,
  PAGE_PARAMETERS,
  onPhone,
} from '../../storybook/page-story.tsx';
import { ORGANIZER_SOCIALS } from './organizer-story-data.ts';
import { answerSocials, organizerShellHandlers, SOCIALS_PATH } from './organizer-story-handlers.ts';
import { todayLocal } from './social-form-controls.tsx';

/** /social-organizer: the organiser's form for a new social. */
const meta = {
  title: 'Pages/Create social',
  globals: onPhone,
  component: AppAt,
  args: { path: '/social-organizer' },
  parameters: { ...PAGE_PARAMETERS, msw: organizerShellHandlers },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

type Page = ReturnType<typeof within>;

const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const openForm = (page: Page) =>
  page.findByRole('heading', { level: 1, name: 'Create Event' }, { timeout: 5000 });

/** The message under a field: the text its aria-describedby points at. */
function messageUnder(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
  return ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => control.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** The day `daysAhead` from today, as the form sends it. */
function dayFromToday(daysAhead: number): string {
  const day = new Date();
  day.setDate(day.getDate() + daysAhead);
  return todayLocal(day);
}

async function enter(page: Page, label: string, text: string) {
  await userEvent.click(page.getByLabelText(label));
  await userEvent.paste(text);
}

async function choose(page: Page, label: string, option: string) {
  await userEvent.click(page.getByRole('combobox', { name: label }));
  await userEvent.click(await page.findByRole('option', { name: option }));
}

/** Every field of a one-time social, three days from today at 18:00. */
async function fillForm(page: Page) {
  await enter(page, 'Name', 'Sunday Smash');
  await enter(page, 'Venue', 'MSAC');
  await enter(page, 'Address', 'Aughtie Dr, Albert Park');
  await enter(page, 'Description', 'Friendly doubles');
  await choose(page, 'Sport', 'Badminton');
  await userEvent.click(page.getByRole('button', { name: 'Date' }));
  await page.findByRole('dialog', { name: 'Choose a date' });
  await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
  await choose(page, 'Hour', '18');
  await enter(page, 'Capacity', '12');
  await enter(page, 'Price ($)', '12.5');
  await choose(page, 'Level', 'Intermediate');
}

/** The empty form, 'Beginner' and 'One Time' chosen. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await openForm(page);
    await expect(page.getByRole('combobox', { name: 'Sport' })).toHaveTextContent('Select a sport');
    await expect(page.getByRole('button', { name: 'Create Event' })).toBeEnabled();
  },
};

/** A visitor is asked to sign in. */
export const SignedOut: Story = {
  beforeEach: asVisitor,
  parameters: { msw: [] },
  play: async ({ canvasElement }) => {
    await expect(
      await pageOf(canvasElement).findByRole('heading', { name: 'Sign in to create an event' }),
    ).toBeVisible();
  },
};

/** The form on a tablet: three fields a row. */
export const Tablet: Story = { globals: onTablet, play: Loaded.play };

/** The form on a laptop. */
export const Desktop: Story = { globals: onDesktop, play: Loaded.play };

/** 'Create Event' on the empty form: the spec's message under each field, focus on the first. */
export const CreateSocialErrors: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await openForm(page);
    await userEvent.click(page.getByRole('button', { name: 'Create Event' }));

    const name = page.getByLabelText('Name');
    await waitFor(() => {
      expect(name).toHaveFocus();
      expect(messageUnder(name)).toBe('Enter the name');
    });
    await expect(messageUnder(page.getByLabelText('Venue'))).toBe('Enter the venue');
    await expect(messageUnder(page.getByRole('combobox', { name: 'Sport' }))).toBe(
      'Choose a sport: badminton, basketball, tennis, soccer',
    );
    await expect(messageUnder(page.getByRole('button', { name: 'Date' }))).toBe('Choose a date');
    await expect(messageUnder(page.getByLabelText('Capacity'))).toBe('Capacity must be at least 1');
    // Only the fields in error are marked: the address may stay empty.
    await expect(page.getByLabelText('Address')).toHaveAttribute('aria-invalid', 'false');
  },
};

const created: unknown[] = [];

/** The social the server makes of the payload, as the organiser's list then shows it. */
const NEW_SOCIAL: OrganizerSocial = {
  ...(ORGANIZER_SOCIALS[0] as OrganizerSocial),
  id: 'f1111111-1111-4111-8111-111111111111',
  name: 'Sunday Smash',
  venue: 'MSAC',
  address: 'Aughtie Dr, Albert Park',
  description: 'Friendly doubles',
  date: dayFromToday(3),
  time: '18:00:00',
  capacity: 12,
  price: 12.5,
  level: 'intermediate',
  attendees: 0,
  socialBookings: [],
};

/** The filled form is sent; 'Event created!' and the organiser's events, the new one first. */
export const CreateSocial: Story = {
  beforeEach: () => {
    created.length = 0;
    return asPlayer();
  },
  parameters: {
    msw: [
      ...organizerShellHandlers,
      http.post(`*/api/v1${SOCIALS_PATH}`, async ({ request }) => {
        created.push(await request.json());
        const { socialBookings: _none, ...social } = NEW_SOCIAL;
        return HttpResponse.json(
          { message: 'Created', data: socialSchema.parse(social) },
          { status: 201 },
        );
      }),
      answerSocials([NEW_SOCIAL]),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await openForm(page);
    await fillForm(page);
    await userEvent.click(page.getByRole('button', { name: 'Create Event' }));

    await expect(
      await page.findByRole('heading', { level: 1, name: 'Your Social Events' }),
    ).toBeVisible();
    const title = await page.findByText('Event created!');
    await waitFor(() => expect(title).toBeVisible());
    await expect(created).toEqual([
      {
        name: 'Sunday Smash',
        venue: 'MSAC',
        address: 'Aughtie Dr, Albert Park',
        description: 'Friendly doubles',
        category: 'badminton',
        date: dayFromToday(3),
        time: '18:00:00',
        capacity: 12,
        price: 12.5,
        level: 'intermediate',
        eventType: 'oneTime',
        recurrenceDay: null,
        recurrenceWeekday: null,
      },
    ]);
    await expect(await page.findByRole('tab', { name: 'Upcoming (1)' })).toBeVisible();
    await expect(page.getByText('Sunday Smash')).toBeVisible();
  },
};

/** The server refuses (not an organiser): a toast with its message, the form kept. */
export const ServerRefuses: Story = {
  parameters: {
    msw: [
      ...organizerShellHandlers,
      fail(SOCIALS_PATH, 403, 'Only organisers can create socials', {
        method: 'post',
        code: 'NOT_ORGANIZER',
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await openForm(page);
    await fillForm(page);
    await userEvent.click(page.getByRole('button', { name: 'Create Event' }));

    const title = await page.findByText('Failed to create event');
    await waitFor(() => expect(title).toBeVisible());
    await expect(page.getByText('Only organisers can create socials')).toBeVisible();
    await expect(page.getByLabelText('Name')).toHaveValue('Sunday Smash');
  },
};
