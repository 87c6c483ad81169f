import type { Social } from '@betterplay/contracts';
import {
  DateBadge,
  LevelChip,
  PlacesChip,
  PriceChip,
  SportMark,
  type DataListColumn,
} from '@betterplay/ui';
import { Link } from 'react-router';
import { formatDollars, formatTime12h } from '../../lib/format.ts';
import { eventTypeLabel } from './event-types.ts';
import { socialDetailPath } from './social-paths.ts';

interface SocialLinkProps {
  social: Social;
  /** The list's sport, for a social that does not name its own. */
  category: string;
  onOpen: (social: Social) => void;
}

/**
 * The name links to the social. Its ::after covers the whole row (or phone card), so a click
 * anywhere on it opens the social, while keyboard and screen-reader users meet one plain link.
 */
function SocialLink({ social, category, onOpen }: SocialLinkProps) {
  return (
    <Link
      to={socialDetailPath(social.category || category, social.id)}
      onClick={() => onOpen(social)}
      className="rounded-sm underline-offset-4 after:absolute after:inset-0 hover:underline"
    >
      {social.name}
    </Link>
  );
}

/** A social's price per player as its chip says it: '$12', '$12.50' or 'Free'. */
export const priceText = (price: number) => (price > 0 ? formatDollars(price) : 'Free');

/** A social's type, then its level and price as chips (the players' and organiser's lists). */
export function TypeWithChips({ social }: { social: Social }) {
  return (
    <span className="grid justify-items-start gap-1.5">
      {eventTypeLabel(social.eventType)}
      <span className="flex flex-wrap gap-1.5">
        <LevelChip level={social.level} />
        <PriceChip price={priceText(social.price)} />
      </span>
    </span>
  );
}

/** '3/10 players' and how full, at a glance. */
export function PlayersWithPlaces({ social }: { social: Social }) {
  return (
    <span className="grid justify-items-start gap-1.5">
      {`${social.attendees}/${social.capacity} players`}
      <SocialPlacesChip social={social} />
    </span>
  );
}

/** How full a social is: places held for waitlist offers are not free. */
export function SocialPlacesChip({ social }: { social: Social }) {
  return (
    <PlacesChip
      capacity={social.capacity}
      taken={social.attendees + social.held}
      waiting={social.waiting}
    />
  );
}

// Short values stay on one line in the wide table; on phone cards everything may wrap.
const ONE_LINE = 'sm:whitespace-nowrap';

/** The product's columns, in its order; `onOpen` runs before the link navigates. */
export function socialColumns(
  category: string,
  onOpen: (social: Social) => void,
): DataListColumn<Social>[] {
  return [
    {
      id: 'name',
      header: 'Social Name',
      freeText: true,
      primary: true,
      cell: (social) => (
        <span className="flex items-center gap-3 font-semibold">
          <SportMark sport={social.sport} className="size-9" />
          <SocialLink social={social} category={category} onOpen={onOpen} />
        </span>
      ),
    },
    { id: 'venue', header: 'Venue', freeText: true, cell: (social) => social.venue },
    {
      id: 'time',
      header: 'Time',
      cell: (social) => formatTime12h(social.time),
      className: ONE_LINE,
    },
    {
      id: 'date',
      header: 'Start Date',
      cell: (social) => <DateBadge date={social.date} sport={social.sport} weekday />,
      className: ONE_LINE,
    },
    {
      id: 'type',
      header: 'Type',
      // The chips say what kind of social it is beside its type: its level and its price.
      cell: (social) => <TypeWithChips social={social} />,
      className: ONE_LINE,
    },
    {
      id: 'attendees',
      header: 'Attendees/Capacity',
      cell: (social) => <PlayersWithPlaces social={social} />,
      className: ONE_LINE,
    },
  ];
}
