import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarCheck, ChevronRight, MapPin } from 'lucide-react';
import { SportMark } from '../sport-icon/sport-icon.tsx';
import { SPORT_IDS } from '../sport-icon/sport-identity.ts';
import { ThemePair } from '../storybook/theme-pair.tsx';
import { LinkTile, LinkTileDescription, LinkTileTitle } from './link-tile.tsx';

const meta = {
  title: 'Components/LinkTile',
  component: LinkTile,
  tags: ['autodocs'],
  args: { as: 'div' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LinkTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title and a line about where it leads. */
export const Described: Story = {
  args: {
    children: (
      <>
        <LinkTileTitle>
          <a href="#tennis">Tennis</a>
        </LinkTileTitle>
        <LinkTileDescription>Social hits and round robins.</LinkTileDescription>
      </>
    ),
  },
};

/** An icon above the title, as the home page's ways in. */
export const WithIcon: Story = {
  args: {
    children: (
      <>
        <CalendarCheck className="size-8 text-primary" aria-hidden />
        <LinkTileTitle>
          <a href="#book">Book a Court</a>
        </LinkTileTitle>
        <LinkTileDescription>
          Reserve a court at a stadium near you in a few taps.
        </LinkTileDescription>
      </>
    ),
  },
};

/** More facts under the title, as a stadium's tile. */
export const WithDetails: Story = {
  args: {
    children: (
      <>
        <LinkTileTitle as="h3">
          <a href="#msac">MSAC</a>
        </LinkTileTitle>
        <LinkTileDescription>Indoor courts by the lake.</LinkTileDescription>
        <p className="flex items-start gap-2 text-sm">
          <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          Aughtie Drive, Albert Park VIC 3206
        </p>
      </>
    ),
  },
};

/** A title alone on one row with a sign that it leads on. */
export const TitleOnly: Story = {
  args: {
    className: 'flex min-h-16 items-center justify-between gap-3',
    children: (
      <>
        <LinkTileTitle>
          <a href="#badminton">Badminton</a>
        </LinkTileTitle>
        <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      </>
    ),
  },
};

/** A tile of one sport: its mark and a band in its colour, as the sports pages show them. */
export const OfASport: Story = {
  args: {
    sport: 'Tennis',
    children: (
      <>
        <SportMark sport="Tennis" />
        <LinkTileTitle>
          <a href="#tennis">Tennis</a>
        </LinkTileTitle>
        <LinkTileDescription>Social hits and round robins.</LinkTileDescription>
      </>
    ),
  },
};

/** Every sport's tile, on the light theme and on the dark one. */
export const EverySportBothThemes: Story = {
  render: () => (
    <ThemePair>
      <ul className="grid gap-3 sm:grid-cols-2">
        {SPORT_IDS.map((sport) => (
          <LinkTile key={sport} sport={sport}>
            <SportMark sport={sport} />
            <LinkTileTitle>
              <a href={`#${sport}`} className="capitalize">
                {sport}
              </a>
            </LinkTileTitle>
          </LinkTile>
        ))}
      </ul>
    </ThemePair>
  ),
};
