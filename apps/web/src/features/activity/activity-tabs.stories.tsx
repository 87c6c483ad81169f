import type { MyBooking, MyJoinRequest, Social } from '@betterplay/contracts';
import { THEME_PAIR_OF_LANDMARKS, ThemePair } from '@betterplay/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { aCourtBooking, aSplitBooking } from '../courts/my-bookings/my-bookings-fixtures.ts';
import { FRIDAY_SMASH } from '../socials/socials-fixtures.ts';
import { groupActivity } from './activity-entries.ts';
import { ActivityTabs, type ActivityTabsProps } from './activity-tabs.tsx';
import { localCalendarDate } from '../../lib/format.ts';
import { agendaTabs } from './agenda-entries.ts';

/** A fixed morning, so every story names the same days: Saturday 5 December 2026, 9:00. */
const NOW = new Date(2026, 11, 5, 9, 0).getTime();
const TODAY = localCalendarDate(NOW);

const social = (overrides: Partial<Social>): Social => ({
  ...FRIDAY_SMASH,
  eventType: 'oneTime',
  recurrenceDay: null,
  recurrenceWeekday: null,
  ...overrides,
});
const booking = (id: string, of: Social): MyBooking => ({
  id,
  bookingDate: '2026-11-20T09:00:00.000Z',
  pricePaid: of.price,
  social: of,
  attendees: [{ id: 'u1', firstName: 'Alex', lastName: 'Morgan', avatar: '' }],
});
const request = (id: string, of: Social): MyJoinRequest => ({
  id,
  status: 'pending',
  message: '',
  createdAt: '2026-12-01T09:00:00.000Z',
  social: of,
});

const tonight = social({ id: 's-tonight', date: '2026-12-05', time: '18:00:00' });
const tomorrowRally = social({
  id: 's-rally',
  name: 'Sunday Rally',
  sport: 'Tennis',
  category: 'tennis',
  venue: 'Melbourne Park',
  date: '2026-12-06',
  time: '10:00:00',
});
const kickabout = social({
  id: 's-kick',
  name: 'Saturday Kickabout',
  sport: 'Soccer',
  category: 'soccer',
  venue: 'Docklands',
  date: '2026-12-12',
  time: '09:00:00',
});
const lastWeek = social({ id: 's-old', name: 'Old Smash', date: '2026-11-28', isPast: true });
const weekly = { ...FRIDAY_SMASH, id: 's-weekly', name: 'Weekly Hoops', sport: 'Basketball' };

const socials = groupActivity(
  {
    upcomingBookings: [booking('b-tonight', tonight)],
    recurringBookings: [booking('b-weekly', weekly)],
    pastBookings: [booking('b-old', lastWeek)],
  },
  [request('r-rally', tomorrowRally)],
);
const agenda = agendaTabs({
  socials,
  courts: {
    upcoming: [
      aSplitBooking('pending', 'paid', { date: '2026-12-06', time: '07:00' }),
      aCourtBooking({ id: 'court-2', sport: 'tennis', date: '2026-12-12', time: '18:00' }),
    ],
    past: [],
    invitations: [],
  },
  waitlist: [{ social: kickabout, position: 2, offered: false }],
  userId: 'user-1',
  now: NOW,
});

const empty = { upcoming: [], past: [], recurring: [] };

const meta = {
  title: 'Activity/ActivityTabs',
  component: ActivityTabs,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    loading: false,
    error: null,
    onRetry: fn(),
    requestsError: null,
    onRetryRequests: fn(),
    socials,
    agenda,
    today: TODAY,
  },
  decorators: [
    (Story) => (
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <div className="w-[60rem] max-w-full">
            <Story />
          </div>
        </MemoryRouter>
      </QueryClientProvider>
    ),
  ],
} satisfies Meta<typeof ActivityTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's social, tomorrow's court and request, a waiting line and a court next week. */
export const Loaded: Story = {};

/** On a phone: the same agenda, one card under the other. */
export const LoadedOnAPhone: Story = {
  decorators: [
    (Story) => (
      <div className="w-[24rem]">
        <Story />
      </div>
    ),
  ],
};

/** The socials with the product's columns ('Event', 'Venue', 'Date', ...). */
export const AsATable: Story = { args: { initialView: 'table' } };

/** The size of the loaded tabs, shimmering (still under reduced motion). */
export const Loading: Story = { args: { loading: true, socials: null, agenda: null } };

export const Empty: Story = {
  args: { socials: empty, agenda: empty },
};

export const Failed: Story = {
  args: {
    error: new Error('Too many attempts. Please wait a minute and try again.'),
    socials: null,
    agenda: null,
  },
};

/** The requests failed: said above the tabs, which still show the bookings. */
export const RequestsFailed: Story = {
  args: { requestsError: new Error('Too many attempts. Please wait a minute and try again.') },
};

/** Loaded, empty and loading on the light theme and on the dark one. */
export const AllStatesBothThemes: Story = {
  parameters: THEME_PAIR_OF_LANDMARKS,
  render: (args: ActivityTabsProps) => (
    <ThemePair>
      <div className="grid gap-8">
        <ActivityTabs {...args} />
        <ActivityTabs {...args} socials={empty} agenda={empty} />
        <ActivityTabs {...args} loading socials={null} agenda={null} />
      </div>
    </ThemePair>
  ),
};
