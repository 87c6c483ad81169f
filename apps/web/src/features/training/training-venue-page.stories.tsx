import { trainingVenueSchema } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answer, fail, hold } from '../../storybook/api-mocks.ts';
import {
  AppAt,
  asPlayer,
  asVisitor,
  onDesktop,
  onTablet,
  PAGE_PARAMETERS,
  signedInHandlers,
  onPhone,
} from '../../storybook/page-story.tsx';
import { msacVenue } from './training-story-data.ts';
import { sortOf } from './training-sports.ts';

const VENUE = '/training/:sportId/venues/:venueId';

/** GET /training/tennis/venues/msac?sort=: the coaches in the order asked for, as the server does. */
const sortedVenue = http.get(`*/api/v1${VENUE}`, ({ request }) => {
  const sort = sortOf(new URL(request.url).searchParams.get('sort'));
  const data = trainingVenueSchema.parse(msacVenue(sort));
  return HttpResponse.json({ message: 'OK', data });
});

const findHeading = (page: ReturnType<typeof within>) =>
  page.findByRole('heading', { level: 1, name: 'Available Coaches at MSAC' }, { timeout: 5000 });

/** The coaches' names on their cards, in the order shown. */
const coachNames = (page: ReturnType<typeof within>) =>
  within(page.getByRole('list', { name: 'Tennis coaches' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** /training/tennis/venue/msac: the venue's tennis coaches, sorted by price or name. */
const meta = {
  title: 'Pages/Training venue',
  globals: onPhone,
  component: AppAt,
  args: { path: '/training/tennis/venue/msac' },
  parameters: {
    ...PAGE_PARAMETERS,
    msw: [...signedInHandlers, answer(VENUE, trainingVenueSchema, msacVenue())],
  },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three coaches as cards (initials for a missing picture), cheapest first. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await findHeading(page);
    await expect(coachNames(page)).toEqual(['Liam Brown', 'Emma Thompson', 'Aisha Karim']);
  },
};

/** The venue is on its way: the back link and a loading line. */
export const Loading: Story = {
  parameters: { msw: [...signedInHandlers, hold(VENUE)] },
};

/** A venue with no tennis coaches yet. */
export const Empty: Story = {
  parameters: {
    msw: [...signedInHandlers, answer(VENUE, trainingVenueSchema, { ...msacVenue(), coaches: [] })],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await findHeading(page);
    await expect(page.getByText('No tennis coaches at MSAC yet.')).toBeVisible();
  },
};

/** The venue failed to load: the API's message and a way to try again. */
export const Error: Story = {
  parameters: { msw: [...signedInHandlers, fail(VENUE, 500, 'Something went wrong')] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText('Something went wrong', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A venue the API does not know: a way back to the sport's venues. */
export const NotFound: Story = {
  args: { path: '/training/tennis/venue/nowhere' },
  parameters: {
    msw: [
      ...signedInHandlers,
      fail(VENUE, 404, 'Training venue not found', { code: 'TRAINING_VENUE_NOT_FOUND' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText('There is no tennis training at this venue.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Tennis venues' })).toHaveAttribute(
      'href',
      '/training/tennis',
    );
  },
};

/** A visitor sees the same coaches. */
export const SignedOut: Story = {
  beforeEach: asVisitor,
  parameters: { msw: [answer(VENUE, trainingVenueSchema, msacVenue())] },
};

export const Tablet: Story = { globals: onTablet };

export const Desktop: Story = { globals: onDesktop };

/** Opened sorted by name, the player sorts the coaches by price: cheapest first. */
export const SortCoachesByPrice: Story = {
  args: { path: '/training/tennis/venue/msac?sort=name' },
  parameters: { msw: [...signedInHandlers, sortedVenue] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await findHeading(page);
    await expect(coachNames(page)).toEqual(['Aisha Karim', 'Emma Thompson', 'Liam Brown']);

    await userEvent.click(page.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await page.findByRole('option', { name: 'Price' }));
    await waitFor(() =>
      expect(coachNames(page)).toEqual(['Liam Brown', 'Emma Thompson', 'Aisha Karim']),
    );
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Price');
  },
};
