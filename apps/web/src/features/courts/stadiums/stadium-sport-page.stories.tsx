import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatDate } from '../../../lib/format.ts';
import { fail, hold } from '../../../storybook/api-mocks.ts';
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
import { storySocket } from '../../../storybook/story-socket.ts';
import { nextDate } from '../court-paths.ts';
import {
  answerCourts,
  answerMyHolds,
  answerStadium,
  AVAILABILITY,
  courtBookingHandlers,
  sportPageHandlers,
} from '../courts-story-handlers.ts';
import { fullCourts, heldCourt3, storyDate, tennisCourts } from '../courts-story-data.ts';

const SPORT_PAGE = `/stadiums/msac/tennis?date=${storyDate}`;
const GRID_NAME = `Tennis courts at MSAC on ${formatDate(storyDate)}`;

const findHeading = (page: ReturnType<typeof within>) =>
  page.findByRole('heading', { level: 1, name: 'Tennis Courts at MSAC' }, { timeout: 5000 });

/**
 * /stadiums/msac/tennis: a sport's courts on a day, as a grid of every court against the
 * stadium's hours and a list of the chosen time's courts with their prices; live.
 */
const meta = {
  title: 'Pages/Stadium sport',
  globals: onPhone,
  component: AppAt,
  args: { path: SPORT_PAGE },
  parameters: { ...PAGE_PARAMETERS, msw: sportPageHandlers([heldCourt3]) },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tomorrow's grid: free, taken and Alex's own hold on Court 3 at 12 PM; 10 AM chosen. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await findHeading(page);
    const grid = within(await page.findByRole('grid', { name: GRID_NAME }));
    await expect(
      await grid.findByRole('gridcell', { name: 'Court 3, 12:00 PM, held by you' }),
    ).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: 'Court 2, 10:00 AM, taken' })).toBeVisible();
    await waitFor(() =>
      expect(page.getByRole('combobox', { name: 'Time' })).toHaveTextContent('10:00 AM'),
    );
  },
};

/** The day's courts are on their way: the grid's skeleton and the list's loading rows. */
export const Loading: Story = {
  parameters: {
    msw: [...signedInHandlers, answerStadium(), hold(AVAILABILITY), answerMyHolds()],
  },
};

/** Every court is taken all day: the page says so and offers the next day. */
export const Empty: Story = {
  parameters: {
    msw: [...signedInHandlers, answerStadium(), answerCourts(fullCourts), answerMyHolds()],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await findHeading(page);
    await expect(
      await page.findByText(`No court is free on ${formatDate(storyDate)}.`),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Try ${formatDate(nextDate(storyDate))}` }),
    ).toBeVisible();
  },
};

/** The day's courts failed to load: no grid, the API's message and a way to try again. */
export const Error: Story = {
  parameters: {
    msw: [
      ...signedInHandlers,
      answerStadium(),
      fail(AVAILABILITY, 500, 'Something went wrong'),
      answerMyHolds(),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await findHeading(page);
    await expect(await page.findByText('Something went wrong')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** A visitor sees the same courts (none held); choosing one asks them to sign in there. */
export const SignedOut: Story = {
  beforeEach: asVisitor,
  parameters: { msw: [answerStadium(), answerCourts()] },
};

export const Tablet: Story = { globals: onTablet };

export const Desktop: Story = { globals: onDesktop };

/** Someone else takes the last court free at the chosen time: the page says so, live. */
export const TakenMeanwhile: Story = {
  args: { path: `${SPORT_PAGE}&time=19:00` },
  parameters: { msw: sportPageHandlers() },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await findHeading(page);
    const table = within(page.getByRole('table', { name: 'Tennis courts at MSAC' }));
    await table.findByRole('link', { name: 'Court 3' });
    const court3 = tennisCourts[2];
    if (court3 === undefined) throw new globalThis.Error('no Court 3');
    storySocket.push('court:availability-changed', {
      courtId: court3.id,
      date: storyDate,
      freeTimes: court3.freeTimes.filter((time) => time !== '19:00'),
    });
    await expect(
      await page.findByText('No court is free at 7:00 PM any more. Please choose another time.'),
    ).toBeVisible();
    await expect(table.queryAllByRole('link')).toEqual([]);
  },
};

/** Alex picks a free slot on the grid and reaches that court's booking page at that time. */
export const BookFromGrid: Story = {
  parameters: { msw: courtBookingHandlers },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await findHeading(page);
    const grid = within(await page.findByRole('grid', { name: GRID_NAME }));
    await userEvent.click(grid.getByRole('gridcell', { name: 'Court 2, 3:00 PM, free' }));

    await expect(
      await page.findByRole(
        'heading',
        { level: 1, name: 'Confirmation for booking Court 2' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(page.getByText('Court 2 · Tennis')).toBeVisible();
    await expect(page.getByText(formatDate(storyDate))).toBeVisible();
    await expect(page.getByText('3:00 PM')).toBeVisible();
    await expect(await page.findByRole('timer', { name: 'Time left on your hold' })).toBeVisible();
  },
};
