import type { OrganizerSocial } from '@betterplay/contracts';
import { ThemePair } from '@betterplay/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FRIDAY_SMASH } from '../socials/socials-fixtures.ts';
import { SocialEventsTable } from './social-events-table.tsx';

const social = (overrides: Partial<OrganizerSocial>): OrganizerSocial => ({
  ...FRIDAY_SMASH,
  socialBookings: [],
  ...overrides,
});

/** One of each fullness: places left, the last place, full with a line, and full. */
const SOCIALS: OrganizerSocial[] = [
  social({ id: 'open' }),
  social({
    id: 'last-place',
    name: 'Tennis Tuesdays',
    category: 'tennis',
    sport: 'Tennis',
    level: 'advanced',
    price: 0,
    capacity: 4,
    attendees: 2,
    held: 1,
  }),
  social({
    id: 'full-with-line',
    name: 'Monthly Hoops',
    category: 'basketball',
    sport: 'Basketball',
    eventType: 'monthly',
    level: 'beginner',
    capacity: 10,
    attendees: 10,
    waiting: 3,
  }),
  social({
    id: 'full',
    name: 'Saturday Swim',
    category: 'swimming',
    sport: 'Swimming',
    eventType: 'oneTime',
    capacity: 6,
    attendees: 6,
  }),
];

const meta = {
  title: 'Organizer/SocialEventsTable',
  component: SocialEventsTable,
  tags: ['autodocs'],
  args: { caption: 'Upcoming events', socials: SOCIALS },
} satisfies Meta<typeof SocialEventsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryFullness: Story = {};
export const AllStatesBothThemes: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <ThemePair>
      <SocialEventsTable {...args} />
    </ThemePair>
  ),
};
