import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { makeMyHold } from '../booking-fixtures.ts';
import { makeCourt, makeStadium, someTaken } from '../courts-fixtures.ts';
import { SportCourtsView } from './sport-courts-view.tsx';

const DATE = '2099-03-07';

const meta = {
  title: 'Courts/Sport at a stadium',
  component: SportCourtsView,
  tags: ['autodocs'],
  args: {
    stadium: makeStadium(),
    sport: 'tennis',
    date: DATE,
    time: '10:00',
    timeOptions: ['10:00', '11:00', '12:00'],
    freeTimes: ['10:00', '11:00', '12:00'],
    setDate: () => {},
    setTime: () => {},
    courts: someTaken,
    error: null,
    onRetry: () => {},
    myHolds: [],
    announcement: '',
    now: new Date(2099, 2, 6).getTime(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof SportCourtsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the day's courts load: the grid's skeleton has the stadium's hours and the size of 3 courts. */
export const Loading: Story = {
  args: { courts: undefined, timeOptions: [], freeTimes: [], time: '' },
};

/** The day's courts: Court 2 is taken at 10 AM, every court is taken from 1 PM. */
export const Loaded: Story = {};

/** The player holds Court 2 at 10 AM: its cell is filled with a check and the list counts down. */
export const HeldForYou: Story = {
  args: {
    myHolds: [
      {
        ...makeMyHold({
          courtId: '6f1c2d3e-0000-4000-8000-000000000002',
          date: DATE,
          time: '10:00',
          court: { name: 'Court 2', number: 2 },
        }),
        secondsLeft: 452,
      },
    ],
  },
};

/** Nobody has a free hour that day: the page offers the next day. */
export const NoFreeTimes: Story = {
  args: {
    courts: [makeCourt(1, []), makeCourt(2, []), makeCourt(3, [])],
    timeOptions: [],
    freeTimes: [],
    time: '',
  },
};

/** The courts failed to load: the list says why and offers to try again. */
export const Failed: Story = {
  args: {
    courts: undefined,
    timeOptions: [],
    freeTimes: [],
    time: '',
    error: new Error('Unable to reach the server. Please check your connection.'),
  },
};
