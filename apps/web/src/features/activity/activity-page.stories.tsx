import {
  myBookingsSchema,
  myCourtBookingsSchema,
  myHoldSchema,
  myJoinRequestSchema,
  myWaitlistEntrySchema,
  socialSchema,
} from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
import { NO_COURT_BOOKINGS } from '../courts/my-bookings/my-bookings-fixtures.ts';
import {
  KICKABOUT,
  MY_BOOKINGS,
  MY_COURTS,
  MY_REQUESTS,
  MY_WAITLIST,
  NO_BOOKINGS,
} from './activity-story-data.ts';

const BOOKINGS_PATH = '/user/social/booking';
const REQUESTS_PATH = '/user/social/booking/request';
const COURTS_PATH = '/user/court/bookings';

/** The calls around the socials: the shell's, the courts, holds and waitlist lines. */
const around = (courts = MY_COURTS, waitlist = MY_WAITLIST) => [
  ...signedInHandlers,
  answer(COURTS_PATH, myCourtBookingsSchema, courts),
  answer('/user/court/holds', z.array(myHoldSchema), []),
  answer('/user/waitlist', z.array(myWaitlistEntrySchema), waitlist),
  answer('/cms/social/:id', socialSchema, KICKABOUT),
];

const loadedHandlers = [
  ...around(),
  answer(BOOKINGS_PATH, myBookingsSchema, MY_BOOKINGS),
  answer(REQUESTS_PATH, z.array(myJoinRequestSchema), MY_REQUESTS),
];

/** /activity: my socials, requests, waitlist lines and courts by tab, as an agenda or a table. */
const meta = {
  title: 'Pages/Activity',
  globals: onPhone,
  component: AppAt,
  args: { path: '/activity' },
  parameters: { ...PAGE_PARAMETERS, msw: loadedHandlers },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Upcoming: a booked social, a pending request, a court and a waitlist line, by day. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    // The waitlist line joins Upcoming once its social has loaded.
    await page.findByRole('tab', { name: 'Upcoming (4)' }, { timeout: 5000 });
    await expect(page.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Upcoming (4)',
      'Past (1)',
      'Recurring (1)',
    ]);
    const upcoming = page.getByRole('tabpanel', { name: 'Upcoming (4)' });
    await expect(within(upcoming).getByRole('link', { name: 'Saturday Smash' })).toBeVisible();
    await expect(within(upcoming).getByText('Pending')).toBeVisible();
  },
};

/** The agenda's skeleton while the bookings load. */
export const Loading: Story = {
  parameters: {
    msw: [...around(), hold(BOOKINGS_PATH), hold(REQUESTS_PATH)],
  },
};

/** A new player: nothing booked, 'Explore Sports' to find a social. */
export const Empty: Story = {
  parameters: {
    msw: [
      ...around(NO_COURT_BOOKINGS, []),
      answer(BOOKINGS_PATH, myBookingsSchema, NO_BOOKINGS),
      answer(REQUESTS_PATH, z.array(myJoinRequestSchema), []),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(
      await page.findByText('No upcoming bookings', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore Sports' })).toHaveAttribute(
      'href',
      '/sports',
    );
  },
};

/** The bookings failed: the message and 'Try again'. */
export const Error: Story = {
  parameters: {
    msw: [
      ...around(),
      fail(BOOKINGS_PATH, 500, 'Something went wrong'),
      answer(REQUESTS_PATH, z.array(myJoinRequestSchema), MY_REQUESTS),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(
      await page.findByRole('button', { name: 'Try again' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A visitor is asked to sign in. */
export const SignedOut: Story = {
  beforeEach: asVisitor,
  parameters: { msw: [] },
  play: async ({ canvasElement }) => {
    await expect(
      await pageOf(canvasElement).findByRole('heading', { name: 'Sign in to see your activity' }),
    ).toBeVisible();
  },
};

/** The agenda on a tablet. */
export const Tablet: Story = { globals: onTablet, play: Loaded.play };

/** The agenda on a laptop. */
export const Desktop: Story = { globals: onDesktop, play: Loaded.play };

/** Past and Recurring hold their own socials; 'Table' shows the socials with their columns. */
export const ActivityTabs: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await page.findByRole('tab', { name: 'Upcoming (4)' }, { timeout: 5000 });

    await userEvent.click(page.getByRole('tab', { name: 'Past (1)' }));
    const past = page.getByRole('tabpanel', { name: 'Past (1)' });
    await expect(within(past).getByRole('link', { name: 'Old Cup' })).toBeVisible();
    await expect(within(past).queryByText('Saturday Smash')).toBeNull();

    await userEvent.click(page.getByRole('tab', { name: 'Recurring (1)' }));
    const recurring = page.getByRole('tabpanel', { name: 'Recurring (1)' });
    await expect(within(recurring).getByRole('link', { name: 'Weekly Hoops' })).toBeVisible();

    await userEvent.click(page.getByRole('tab', { name: 'Upcoming (4)' }));
    await userEvent.click(page.getByRole('button', { name: 'Table' }));
    const table = page.getByRole('tabpanel', { name: 'Upcoming (4)' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Event', 'Venue', 'Date', 'Time', 'Sport', 'Event Type', 'Players', 'Details']);
    await expect(within(table).getByText('Saturday Smash')).toBeVisible();
  },
};
