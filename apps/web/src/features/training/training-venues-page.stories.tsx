import { trainingVenueCardSchema } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
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
import { tennisVenues } from './training-story-data.ts';
import { sortOf } from './training-sports.ts';
import { NO_VENUES_TEXT } from './use-venue-search.ts';

const VENUES = '/training/:sportId';
const venueCards = z.array(trainingVenueCardSchema);

/** GET /training/tennis?venue=&sort=: searched by venue name or address and sorted, as the server does. */
const searchedVenues = http.get(`*/api/v1${VENUES}`, ({ request }) => {
  const search = new URL(request.url).searchParams;
  const venue = (search.get('venue') ?? '').toLowerCase();
  const data = venueCards
    .parse(tennisVenues(sortOf(search.get('sort'))))
    .filter((card) => `${card.name} ${card.address}`.toLowerCase().includes(venue));
  return HttpResponse.json({ message: 'OK', data });
});

const findTable = (page: ReturnType<typeof within>) =>
  page.findByRole('table', { name: 'Tennis training venues' }, { timeout: 5000 });

/** /training/tennis: the venues with tennis coaches, searched by venue and sorted. */
const meta = {
  title: 'Pages/Training venues',
  globals: onPhone,
  component: AppAt,
  args: { path: '/training/tennis' },
  parameters: {
    ...PAGE_PARAMETERS,
    msw: [...signedInHandlers, answer(VENUES, venueCards, tennisVenues())],
  },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three venues with their coaches and price ranges, one without coaches yet. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const table = within(await findTable(page));
    await expect(await table.findByRole('link', { name: 'MSAC' })).toHaveAttribute(
      'href',
      '/training/tennis/venue/msac',
    );
    await expect(table.getByText('$30 – $60')).toBeVisible();
  },
};

/** The venues are on their way: the list's loading rows. */
export const Loading: Story = {
  parameters: { msw: [...signedInHandlers, hold(VENUES)] },
};

/** No venue matches the search in the address: the page says so. */
export const Empty: Story = {
  args: { path: '/training/tennis?venue=nowhere' },
  parameters: { msw: [...signedInHandlers, answer(VENUES, venueCards, [])] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(NO_VENUES_TEXT, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The venues failed to load: the API's message and a way to try again. */
export const Error: Story = {
  parameters: { msw: [...signedInHandlers, fail(VENUES, 500, 'Something went wrong')] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText('Something went wrong', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A visitor finds coaches just the same. */
export const SignedOut: Story = {
  beforeEach: asVisitor,
  parameters: { msw: [answer(VENUES, venueCards, tennisVenues())] },
};

export const Tablet: Story = { globals: onTablet };

export const Desktop: Story = { globals: onDesktop };

/** Typing a venue asks the server once typing stops; only the matching venue stays. */
export const SearchVenues: Story = {
  parameters: { msw: [...signedInHandlers, searchedVenues] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const table = within(await findTable(page));
    await table.findByRole('link', { name: 'MSAC' });
    await userEvent.type(page.getByRole('searchbox', { name: 'Search by venue' }), 'werribee');
    await waitFor(() =>
      expect(table.queryByRole('link', { name: 'MSAC' })).not.toBeInTheDocument(),
    );
    await expect(table.getByRole('link', { name: 'Eagle Stadium' })).toBeVisible();
  },
};

/** Sorting by the coach's name reorders each venue's coaches, and the venue links keep it. */
export const SortByCoachName: Story = {
  parameters: { msw: [...signedInHandlers, searchedVenues] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const table = within(await findTable(page));
    await expect(await table.findByText('Liam Brown, Emma Thompson, Aisha Karim')).toBeVisible();

    await userEvent.click(page.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await page.findByRole('option', { name: 'Name of Coach' }));
    await expect(await table.findByText('Aisha Karim, Emma Thompson, Liam Brown')).toBeVisible();
    await expect(table.getByRole('link', { name: 'MSAC' })).toHaveAttribute(
      'href',
      '/training/tennis/venue/msac?sort=name',
    );
  },
};
