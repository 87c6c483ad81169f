import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemePair } from '../storybook/theme-pair.tsx';
import { SPORT_IDS, sportStyle } from './sport-identity.ts';
import { SportIcon, SportMark } from './sport-icon.tsx';

const meta = {
  title: 'Components/SportIcon',
  component: SportIcon,
  tags: ['autodocs'],
  args: { sport: 'badminton', label: 'Badminton' },
} satisfies Meta<typeof SportIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Icon: Story = {};
export const Mark: Story = {
  render: (args) => <SportMark sport={args.sport} label={args.label} />,
};
export const UnknownSport: Story = {
  render: () => <SportMark sport="Curling" label="Curling" />,
};

/** Every sport's mark and icon in its tone, on the light theme and on the dark one. */
export const EverySportBothThemes: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <ThemePair>
      <ul className="grid gap-3">
        {[...SPORT_IDS, 'other'].map((sport) => (
          <li key={sport} className="flex items-center gap-3 capitalize">
            <SportMark sport={sport} />
            <span className="text-(--sport-tone)" style={sportStyle(sport)}>
              <SportIcon sport={sport} className="inline size-6" /> {sport}
            </span>
          </li>
        ))}
      </ul>
    </ThemePair>
  ),
};
