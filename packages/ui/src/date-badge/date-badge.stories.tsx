import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemePair } from '../storybook/theme-pair.tsx';
import { DateBadge } from './date-badge.tsx';

const meta = {
  title: 'Components/DateBadge',
  component: DateBadge,
  tags: ['autodocs'],
  args: { date: '2026-12-05' },
} satisfies Meta<typeof DateBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const WithWeekday: Story = { args: { weekday: true } };
export const OnASport: Story = { args: { sport: 'Tennis', weekday: true } };

/** Neutral and on each sport's tint, on the light theme and on the dark one. */
export const AllStatesBothThemes: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <ThemePair>
      <div className="flex flex-wrap gap-2">
        <DateBadge date="2026-12-05" />
        <DateBadge date="2026-12-06" weekday />
        {['badminton', 'basketball', 'tennis', 'soccer', 'swimming'].map((sport, index) => (
          <DateBadge key={sport} date={`2027-01-1${index}`} sport={sport} weekday />
        ))}
      </div>
    </ThemePair>
  ),
};
