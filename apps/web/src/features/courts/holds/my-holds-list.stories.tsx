import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { makeMyHold } from '../booking-fixtures.ts';
import { MyHoldsList } from './my-holds-list.tsx';

const meta = {
  title: 'Courts/MyHoldsList',
  component: MyHoldsList,
  args: {
    holds: [
      { ...makeMyHold({ id: 'h1' }), secondsLeft: 452 },
      {
        ...makeMyHold({
          id: 'h2',
          stadium: { id: 'monash', name: 'Monash Sports Centre' },
          sport: 'badminton',
          court: { name: 'Court 3', number: 3 },
          time: '18:00',
          durationHours: 2,
        }),
        secondsLeft: 59,
      },
    ],
    onRelease: () => {},
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div className="w-[min(40rem,100vw)] p-4">
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof MyHoldsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two courts held and not paid for: Activity's list, and what a refused third hold shows. */
export const TwoHolds: Story = {};

/** The first is being let go of: its button waits. */
export const Releasing: Story = { args: { releasingId: 'h1' } };
