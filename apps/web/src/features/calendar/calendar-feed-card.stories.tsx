import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CalendarFeedCard } from './calendar-feed-card.tsx';

const URL = 'https://betterplay.example/api/v1/calendar/q3VbX0m2Yt7LkP9sW4nZc8RfHd1JaE6u.ics';

/** The profile's Calendar card: the address, its reset dialog, loading and failing. */
const meta = {
  title: 'Calendar/CalendarFeedCard',
  component: CalendarFeedCard,
  tags: ['autodocs'],
  args: {
    url: URL,
    loading: false,
    error: null,
    onRetry: fn(),
    onCopy: fn(),
    resetOpen: false,
    onResetOpenChange: fn(),
    resetting: false,
    resetError: null,
    onReset: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[24rem] max-w-full sm:w-[40rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CalendarFeedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address, with Copy, Subscribe (webcal://) and Reset address. */
export const Address: Story = {};

/** Reset address asks first: calendars on the old address stop updating. */
export const ConfirmingReset: Story = { args: { resetOpen: true } };

/** The new address is on its way. */
export const Resetting: Story = { args: { resetOpen: true, resetting: true } };

/** The reset failed: the dialog stays, with the reason. */
export const ResetFailed: Story = {
  args: { resetOpen: true, resetError: 'The server could not be reached. Try again.' },
};

/** The address is on its way. */
export const Loading: Story = { args: { url: undefined, loading: true } };

/** It could not be loaded: the reason and a way to try again. */
export const Failed: Story = {
  args: {
    url: undefined,
    error: { message: 'The server could not be reached. Try again.' },
  },
};
