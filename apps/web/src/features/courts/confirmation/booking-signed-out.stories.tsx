import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SignedOutBooking } from './booking-signed-out.tsx';
import { makeCourt } from '../courts-fixtures.ts';

const court = makeCourt(1, ['14:00', '15:00']);

const meta = {
  title: 'Courts/BookingSignedOut',
  component: SignedOutBooking,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    place: { stadiumName: 'MSAC', sport: 'Tennis', court, date: '2099-03-07' },
    court,
    time: '14:00',
    onTimeChange: fn(),
    otherDay: { to: '/stadiums/msac/tennis', text: 'Choose another day' },
    choice: { durationHours: 1, paymentMethod: 'apple-pay' },
    onChoiceChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[40rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignedOutBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before signing in: the details and choices, and 'Sign in to book'; nothing is held yet. */
export const SignedOut: Story = {};

/** The time was taken meanwhile: the court's free times are offered instead. */
export const TimeTaken: Story = { args: { time: '10:00' } };
