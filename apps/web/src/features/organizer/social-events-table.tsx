import type { OrganizerSocial } from '@betterplay/contracts';
import {
  DataList,
  LevelChip,
  PlacesChip,
  PriceChip,
  SportMark,
  type DataListColumn,
} from '@betterplay/ui';
import { formatDate, formatTime12h } from '../../lib/format.ts';
import { eventTypeLabel } from '../socials/event-types.ts';
import { priceText } from '../socials/social-columns.tsx';
import { SocialEventDetails } from './social-event-details.tsx';

const COLUMNS: DataListColumn<OrganizerSocial>[] = [
  {
    id: 'event',
    header: 'Event',
    primary: true,
    freeText: true,
    cell: (social) => (
      <span className="flex items-center gap-3">
        <SportMark sport={social.sport} className="size-9" />
        {social.name}
      </span>
    ),
  },
  { id: 'venue', header: 'Venue', freeText: true, cell: (social) => social.venue },
  {
    id: 'date',
    header: 'Date',
    cell: (social) => formatDate(social.date),
    className: 'sm:whitespace-nowrap',
  },
  {
    id: 'time',
    header: 'Time',
    cell: (social) => formatTime12h(social.time),
    className: 'sm:whitespace-nowrap',
  },
  { id: 'sport', header: 'Sport', cell: (social) => social.sport },
  {
    id: 'eventType',
    header: 'Event Type',
    // As on the players' list: the type, then its level and price as chips.
    cell: (social) => (
      <span className="grid justify-items-start gap-1.5">
        {eventTypeLabel(social.eventType)}
        <span className="flex flex-wrap gap-1.5">
          <LevelChip level={social.level} />
          <PriceChip price={priceText(social.price)} />
        </span>
      </span>
    ),
  },
  {
    id: 'players',
    header: 'Players',
    // How full at a glance: places held for waitlist offers are not free.
    cell: (social) => (
      <span className="grid justify-items-start gap-1.5">
        {`${social.attendees}/${social.capacity} players`}
        <PlacesChip
          capacity={social.capacity}
          taken={social.attendees + social.held}
          waiting={social.waiting}
        />
      </span>
    ),
    className: 'sm:whitespace-nowrap',
  },
];

/** The organiser's socials: a table on wide screens, cards on phones; a row opens to its details. */
export function SocialEventsTable({
  caption,
  socials,
}: {
  caption: string;
  socials: OrganizerSocial[];
}) {
  return (
    <DataList
      caption={caption}
      columns={COLUMNS}
      items={socials}
      getKey={(social) => social.id}
      renderDetails={(social) => <SocialEventDetails social={social} />}
      detailsLabel={(social) => `Details for ${social.name}`}
      expandMode="single"
    />
  );
}
