import { socialPageSchema } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
import { EMPTY_LIST_TEXT } from './results-text.ts';
import { LIST, searchedSocials } from './socials-story-handlers.ts';

type Page = ReturnType<typeof within>;

/** The names of the socials the list shows, in order. */
function rowNames(page: Page): string[] {
  const table = page.getByRole('table', { name: 'Badminton socials' });
  return within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

const pageButton = (page: Page, name: string) =>
  within(page.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name });

/** The list's own live region (the header's bell has another). */
const listStatus = (page: Page) => within(page.getByRole('main')).getByRole('status');

/** /sports/badminton: one sport's socials, searched, filtered and paged by the server. */
const meta = {
  title: 'Pages/Socials list',
  component: AppAt,
  globals: onPhone,
  args: { path: '/sports/badminton' },
  parameters: { ...PAGE_PARAMETERS, msw: [...signedInHandlers, searchedSocials()] },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first five of twelve socials, with where, when, places left and price, and three pages. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Badminton Socials' }),
    ).toBeVisible();
    await page.findByRole('rowheader', { name: 'Friday Night Smash' });
    await expect(rowNames(page)).toHaveLength(5);
    await expect(pageButton(page, 'Page 3')).toBeVisible();
  },
};

/** The first page is on its way: the list keeps five rows' room with 'Loading socials...'. */
export const Loading: Story = {
  parameters: { msw: [...signedInHandlers, hold(LIST)] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Loading socials...')).toBeVisible();
  },
};

/** No socials for the sport yet: the list says so, with no pages. */
export const Empty: Story = {
  parameters: {
    msw: [
      ...signedInHandlers,
      answer(LIST, socialPageSchema, { data: [], total: 0, page: 1, pageSize: 5 }),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(EMPTY_LIST_TEXT)).toBeVisible();
    await expect(page.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

/** The list failed to load: the API's message and 'Try again'. */
export const Error: Story = {
  parameters: { msw: [...signedInHandlers, fail(LIST, 500, 'Something went wrong')] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Something went wrong')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A visitor sees the same list: it needs no sign-in. */
export const SignedOut: Story = { beforeEach: asVisitor };

/** On a tablet the socials are a table. */
export const Tablet: Story = { globals: onTablet };

/** On a laptop. */
export const Desktop: Story = { globals: onDesktop };

/** Searching 'doubles' finds seven socials over two pages; page 2 shows the last two. */
export const SearchAndPage: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('rowheader', { name: 'Friday Night Smash' });

    await userEvent.type(page.getByRole('searchbox', { name: 'Search socials' }), 'doubles');
    await waitFor(() => expect(listStatus(page)).toHaveTextContent('7 socials found'));
    await expect(rowNames(page)).toEqual([
      'Sunday Doubles Social',
      'Advanced Doubles Ladder',
      'Saturday Morning Doubles',
      'Mixed Doubles Mixer',
      'Doubles After Dark',
    ]);
    await expect(
      within(page.getByRole('navigation', { name: 'Pagination' })).queryByRole('button', {
        name: 'Page 3',
      }),
    ).toBeNull();

    await userEvent.click(pageButton(page, 'Page 2'));
    await waitFor(() =>
      expect(rowNames(page)).toEqual(['Corporate Doubles Cup', 'Autumn Doubles Bash']),
    );
    await waitFor(() => expect(listStatus(page)).toHaveTextContent('Page 2 of 2'));
    await expect(pageButton(page, 'Page 2')).toHaveAttribute('aria-current', 'page');
  },
};

/** Choosing 'Monthly' in Social type lists the two monthly socials, on one page. */
export const FilterByType: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('rowheader', { name: 'Friday Night Smash' });

    await userEvent.click(page.getByRole('combobox', { name: 'Social type' }));
    await userEvent.click(await page.findByRole('option', { name: 'Monthly' }));

    await waitFor(() =>
      expect(rowNames(page)).toEqual(['Advanced Doubles Ladder', 'Doubles After Dark']),
    );
    await expect(page.getByRole('combobox', { name: 'Social type' })).toHaveTextContent('Monthly');
    await waitFor(() => expect(listStatus(page)).toHaveTextContent('2 socials found'));
  },
};
