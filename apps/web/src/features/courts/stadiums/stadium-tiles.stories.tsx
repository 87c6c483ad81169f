import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { makeStadiumSummary, monash } from '../courts-fixtures.ts';
import { StadiumTiles } from './stadium-tiles.tsx';

const meta = {
  title: 'Courts/StadiumTiles',
  component: StadiumTiles,
  tags: ['autodocs'],
  args: {
    label: 'Popular stadiums near you',
    stadiums: [
      makeStadiumSummary(),
      monash,
      makeStadiumSummary({
        id: 'melbourne-uni',
        name: 'Melbourne Uni Sports',
        address: 'Tin Alley, Parkville VIC 3010',
        description: '',
      }),
    ],
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof StadiumTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** One match for the filters. */
export const Single: Story = { args: { stadiums: [monash] } };

/** A long name and address wrap inside the tile rather than widening the page. */
export const LongText: Story = {
  args: {
    stadiums: [
      makeStadiumSummary({
        id: 'long',
        name: 'The Very Long Named Community Recreation And Aquatic Leisure Centre',
        address: 'Unit 12, 345–349 SomeExtraordinarilyLongStreetNameWithoutSpaces Road, Melbourne',
      }),
    ],
  },
};
