import type { OrganizerSocial } from '@betterplay/contracts';
import { DataList, SportMark, type DataListColumn } from '@betterplay/ui';
import { formatDate, formatTime12h } from '../../lib/format.ts';
import { PlayersWithPlaces, TypeWithChips } from '../socials/social-columns.tsx';
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
    cell: (social) => <TypeWithChips social={social} />,
  },
  {
    id: 'players',
    header: 'Players',
    cell: (social) => <PlayersWithPlaces social={social} />,
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
