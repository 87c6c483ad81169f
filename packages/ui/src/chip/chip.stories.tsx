import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemePair } from '../storybook/theme-pair.tsx';
import { sportStyle } from '../sport-icon/sport-identity.ts';
import { Chip } from './chip.tsx';
import { LevelChip, PlacesChip, PriceChip, StatusChip } from './social-chips.tsx';

const meta = {
  title: 'Components/Chip',
  component: Chip,
  tags: ['autodocs'],
  args: { children: '3 places left', tone: 'neutral' },
  argTypes: {
    tone: {
      control: 'select',
      options: ['neutral', 'caution', 'muted', 'brand', 'sport', 'outline'],
    },
  },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const PlacesLeft: Story = { render: () => <PlacesChip capacity={8} taken={5} /> };
export const OnePlaceLeft: Story = { render: () => <PlacesChip capacity={8} taken={7} /> };
export const FullWithWaitingLine: Story = {
  render: () => <PlacesChip capacity={8} taken={8} waiting={3} />,
};
export const Full: Story = { render: () => <PlacesChip capacity={8} taken={8} /> };
export const Levels: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <LevelChip level="beginner" />
      <LevelChip level="intermediate" />
      <LevelChip level="advanced" />
    </div>
  ),
};
export const Prices: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <PriceChip price="$12" />
      <PriceChip price="$12.50" />
      <PriceChip price="Free" />
    </div>
  ),
};
export const Statuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <StatusChip status="attending" />
      <StatusChip status="pending" />
      <StatusChip status="waitlisted" position={2} />
      <StatusChip status="offerOpen" />
      <StatusChip status="splitPending" />
      <StatusChip status="booked" />
    </div>
  ),
};

/** Every chip, on the light theme and on the dark one. */
export const AllStatesBothThemes: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <ThemePair>
      <div className="flex flex-wrap gap-2">
        <PlacesChip capacity={8} taken={5} />
        <PlacesChip capacity={8} taken={7} />
        <PlacesChip capacity={8} taken={8} waiting={3} />
        <PlacesChip capacity={8} taken={8} />
        <LevelChip level="beginner" />
        <LevelChip level="intermediate" />
        <LevelChip level="advanced" />
        <PriceChip price="$12" />
        <PriceChip price="Free" />
        <StatusChip status="attending" />
        <StatusChip status="pending" />
        <StatusChip status="waitlisted" position={2} />
        <StatusChip status="offerOpen" />
        <StatusChip status="splitPending" />
        <StatusChip status="booked" />
        {['badminton', 'basketball', 'tennis', 'soccer', 'swimming'].map((sport) => (
          <Chip key={sport} tone="sport" style={sportStyle(sport)} className="capitalize">
            {sport}
          </Chip>
        ))}
      </div>
    </ThemePair>
  ),
};
