import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { CourtAvailabilityList } from './court-availability-list.tsx';
import { makeCourt, someTaken } from '../courts-fixtures.ts';
import { makeMyHold } from '../booking-fixtures.ts';

const meta = {
  title: 'Courts/CourtAvailabilityList',
  component: CourtAvailabilityList,
  tags: ['autodocs'],
  args: {
    caption: 'Tennis courts at MSAC',
    stadiumId: 'msac',
    sport: 'tennis',
    date: '2099-03-07',
    time: '10:00',
    courts: someTaken,
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof CourtAvailabilityList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the day's courts load. */
export const Loading: Story = { args: { courts: undefined } };

/** Every court is free at the chosen time: each links to its confirmation page. */
export const AllFree: Story = {
  args: { courts: [makeCourt(1, ['10:00']), makeCourt(2, ['10:00']), makeCourt(3, ['10:00'])] },
};

/** Court 2 is taken at 10:00: it shows as unavailable and is no link. */
export const SomeUnavailable: Story = {};

/** Nobody has 10:00 free any more. */
export const NoneFree: Story = {
  args: { courts: [makeCourt(1, ['11:00']), makeCourt(2, []), makeCourt(3, ['12:00'])] },
};

export const Failed: Story = {
  args: {
    courts: undefined,
    error: new Error('Unable to reach the server. Please check your connection.'),
    onRetry: () => {},
  },
};

/** A sport with no courts at the stadium yet. */
export const NoCourts: Story = { args: { courts: [] } };

/** The player holds Court 2 at 10:00: it says so with the time left and links back to its page. */
export const HeldForYou: Story = {
  args: {
    myHolds: [
      {
        ...makeMyHold({
          courtId: '6f1c2d3e-0000-4000-8000-000000000002',
          date: '2099-03-07',
          time: '10:00',
          court: { name: 'Court 2', number: 2 },
        }),
        secondsLeft: 452,
      },
    ],
  },
};
