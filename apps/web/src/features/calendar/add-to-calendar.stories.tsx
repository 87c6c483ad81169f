import type { Meta, StoryObj } from '@storybook/react-vite';
import { aCourtBooking } from '../courts/my-bookings/my-bookings-fixtures.ts';
import { FRIDAY_SMASH } from '../socials/socials-fixtures.ts';
import {
  AddToCalendarButton,
  courtBookingCalendarEvent,
  socialCalendarEvent,
} from './add-to-calendar.tsx';

/** 'Add to calendar' on a social's page and on each upcoming court booking: saves an .ics file. */
const meta = {
  title: 'Calendar/AddToCalendarButton',
  component: AddToCalendarButton,
  tags: ['autodocs'],
  args: { event: socialCalendarEvent(FRIDAY_SMASH), filename: 'friday-night-smash.ics' },
} satisfies Meta<typeof AddToCalendarButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A weekly social: one event that repeats every Friday. */
export const WeeklySocial: Story = {};

/** A two-hour court booking. */
export const CourtBooking: Story = {
  args: {
    event: courtBookingCalendarEvent(aCourtBooking({ durationHours: 2 })),
    filename: 'court-booking.ics',
  },
};
