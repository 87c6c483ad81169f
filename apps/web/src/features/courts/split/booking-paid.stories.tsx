import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { makeBooking } from '../booking-fixtures.ts';
import { BookingPaidView } from './booking-paid.tsx';

const meta = {
  title: 'Courts/BookingPaid',
  component: BookingPaidView,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { booking: makeBooking({ date: '2099-03-07' }), onReopen: fn() },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div className="w-[40rem] max-w-full">
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof BookingPaidView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `paid` (the confirmation machine's final state): the booking the machine output, under the
 * split dialogs and once they are closed.
 */
export const Paid: Story = {};
