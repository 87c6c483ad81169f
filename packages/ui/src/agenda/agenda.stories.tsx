import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.tsx';
import { PlacesChip, PriceChip } from '../chip/social-chips.tsx';
import { THEME_PAIR_OF_LANDMARKS, ThemePair } from '../storybook/theme-pair.tsx';
import { AgendaDay } from './agenda-day.tsx';
import { AgendaItem } from './agenda-item.tsx';
import { AgendaSkeleton } from './agenda-skeleton.tsx';

const meta = {
  title: 'Components/Agenda',
  component: AgendaItem,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    sport: 'Badminton',
    title: 'Friday Night Smash',
    meta: 'MSAC · 6:00 PM',
    status: 'attending',
  },
  // An item is a list item: alone it sits in a list of one.
  render: (args) => (
    <ol role="list" className="w-[24rem] max-w-full">
      <AgendaItem {...args} />
    </ol>
  ),
} satisfies Meta<typeof AgendaItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Attending: Story = {};
export const Pending: Story = {
  args: {
    status: 'pending',
    actions: (
      <Button size="sm" variant="outline">
        Withdraw request
      </Button>
    ),
  },
};
export const Waitlisted: Story = { args: { status: 'waitlisted', position: 2 } };
export const OfferOpen: Story = { args: { sport: 'Tennis', status: 'offerOpen' } };
export const SplitPending: Story = {
  args: {
    sport: 'Tennis',
    title: 'Court 3 at MSAC',
    meta: '6:00 PM · 1 hour',
    status: 'splitPending',
  },
};
export const Booked: Story = {
  args: {
    sport: 'Basketball',
    title: 'Court 1 at Docklands',
    meta: '7:00 AM · 2 hours',
    status: 'booked',
  },
};
export const WithChips: Story = {
  args: {
    sport: 'Soccer',
    chips: (
      <>
        <PlacesChip capacity={10} taken={9} />
        <PriceChip price="$12" />
      </>
    ),
  },
};
export const WithDetails: Story = {
  args: {
    sport: 'Swimming',
    detailsLabel: 'Details for Friday Night Smash',
    renderDetails: () => <p>Venue: MSAC, 1 Aughtie Dr, Albert Park</p>,
  },
};
export const LongNameOnAPhone: Story = {
  args: {
    title: 'A social whose organiser wrote a very long name for it, longer than a phone is wide',
    meta: 'Melbourne Sports and Aquatic Centre, Albert Park · 6:00 PM',
  },
  render: (args) => (
    <ol role="list" className="w-[20rem]">
      <AgendaItem {...args} />
    </ol>
  ),
};

/** Two days of a person's agenda: socials and courts together, in time order. */
export const Days: Story = {
  render: () => (
    <div className="w-[28rem] max-w-full">
      <SampleDays />
    </div>
  ),
};

export const Loading: Story = {
  render: () => <AgendaSkeleton label="Loading your activity..." />,
};

function SampleDays() {
  return (
    <div className="grid gap-6">
      <AgendaDay date="2026-12-05" label="Today" sport="Badminton">
        <AgendaItem
          sport="Badminton"
          title="Friday Night Smash"
          meta="MSAC · 6:00 PM"
          status="attending"
          detailsLabel="Details for Friday Night Smash"
          renderDetails={() => <p>Attendees: 2 / 10</p>}
        />
        <AgendaItem sport="Badminton" title="Late Rally" meta="MSAC · 9:00 PM" status="pending" />
      </AgendaDay>
      <AgendaDay date="2026-12-06" label="Tomorrow">
        <AgendaItem
          sport="Tennis"
          title="Court 3 at MSAC"
          meta="7:00 AM · 1 hour"
          status="splitPending"
        />
        <AgendaItem
          sport="Soccer"
          title="Sunday Kick"
          meta="Docklands · 10:00 AM"
          status="offerOpen"
        />
        <AgendaItem
          sport="Basketball"
          title="Hoops Night"
          meta="Richmond · 7:00 PM"
          status="waitlisted"
          position={2}
        />
      </AgendaDay>
      <AgendaDay date="2026-12-12" label="Sat 12 Dec">
        <AgendaItem
          sport="Swimming"
          title="Lane 4 at MSAC"
          meta="6:00 AM · 1 hour"
          status="booked"
        />
      </AgendaDay>
    </div>
  );
}

/** Every status, day header and the loading state, on the light theme and on the dark one. */
export const AllStatesBothThemes: Story = {
  parameters: THEME_PAIR_OF_LANDMARKS,
  render: () => (
    <ThemePair>
      <div className="grid gap-6">
        <SampleDays />
        <AgendaSkeleton label="Loading your activity..." days={1} itemsPerDay={1} />
      </div>
    </ThemePair>
  ),
};
