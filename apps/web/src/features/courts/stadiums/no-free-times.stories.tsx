import type { Meta, StoryObj } from '@storybook/react-vite';
import { NoFreeTimes, TimeTaken } from './no-free-times.tsx';

const meta = {
  title: 'Courts/NoFreeTimes',
  component: NoFreeTimes,
  tags: ['autodocs'],
  args: { date: '2099-03-07', onTryDate: () => {} },
} satisfies Meta<typeof NoFreeTimes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A day with no free start time left offers the next day. */
export const DayFullyBooked: Story = {};

/** The chosen time was taken by everyone while the page was open. */
export const ChosenTimeTaken: Story = { render: () => <TimeTaken time="10:00" /> };
