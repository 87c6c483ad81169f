import { stadiumSummarySchema } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { answer, fail, hold } from '../../../storybook/api-mocks.ts';
import {
  AppAt,
  asPlayer,
  asVisitor,
  onDesktop,
  onTablet,
  PAGE_PARAMETERS,
  signedInHandlers,
  onPhone,
} from '../../../storybook/page-story.tsx';
import { stadiums } from '../courts-story-data.ts';
import { NO_STADIUMS_TEXT } from './use-stadium-search.ts';

const STADIUMS = '/stadiums';
const stadiumList = z.array(stadiumSummarySchema);

/** GET /stadiums?name=&location= filtered as the server does: each filter a part of its field. */
const searchedStadiums = () => {
  const checked = stadiumList.parse(stadiums);
  return http.get(`*/api/v1${STADIUMS}`, ({ request }) => {
    const search = new URL(request.url).searchParams;
    const has = (field: string, filter: string | null) =>
      field.toLowerCase().includes((filter ?? '').trim().toLowerCase());
    const data = checked.filter(
      (stadium) =>
        has(stadium.name, search.get('name')) && has(stadium.address, search.get('location')),
    );
    return HttpResponse.json({ message: 'OK', data });
  });
};

/** /book: find a stadium by name or location; public, so a visitor sees it as a player does. */
const meta = {
  title: 'Pages/Book',
  globals: onPhone,
  component: AppAt,
  args: { path: '/book' },
  parameters: {
    ...PAGE_PARAMETERS,
    msw: [...signedInHandlers, answer(STADIUMS, stadiumList, stadiums)],
  },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The search fields and the popular stadiums as tiles, each linking to its sports. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const tiles = await page.findByRole(
      'list',
      { name: 'Popular stadiums near you' },
      { timeout: 5000 },
    );
    await expect(within(tiles).getByRole('link', { name: 'Monash Sports' })).toHaveAttribute(
      'href',
      '/stadiums/monash',
    );
  },
};

/** The stadiums are on their way: the list's loading line under the search fields. */
export const Loading: Story = {
  parameters: { msw: [...signedInHandlers, hold(STADIUMS)] },
};

/** Nothing matches the search in the address: the page says so and suggests another search. */
export const Empty: Story = {
  args: { path: '/book?location=nowhere' },
  parameters: { msw: [...signedInHandlers, answer(STADIUMS, stadiumList, [])] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(NO_STADIUMS_TEXT)).toBeVisible();
  },
};

/** The stadiums failed to load: the API's message and a way to try again. */
export const Error: Story = {
  parameters: { msw: [...signedInHandlers, fail(STADIUMS, 500, 'Something went wrong')] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Something went wrong')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A visitor who is not signed in finds stadiums just the same. */
export const SignedOut: Story = {
  beforeEach: asVisitor,
  parameters: { msw: [answer(STADIUMS, stadiumList, stadiums)] },
};

export const Tablet: Story = { globals: onTablet };

export const Desktop: Story = { globals: onDesktop };

/** Typing a venue name asks the server once typing stops; only the matching stadium stays. */
export const SearchStadiums: Story = {
  parameters: { msw: [...signedInHandlers, searchedStadiums()] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const tiles = await page.findByRole(
      'list',
      { name: 'Popular stadiums near you' },
      { timeout: 5000 },
    );
    await within(tiles).findByRole('link', { name: 'MSAC' });

    await userEvent.type(page.getByRole('searchbox', { name: 'Venue Name' }), 'monash');
    await waitFor(() =>
      expect(within(tiles).queryByRole('link', { name: 'MSAC' })).not.toBeInTheDocument(),
    );
    await expect(within(tiles).getByRole('link', { name: 'Monash Sports' })).toBeVisible();
    await expect(within(tiles).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(page.getByText('1 stadium found')).toBeInTheDocument());
  },
};
