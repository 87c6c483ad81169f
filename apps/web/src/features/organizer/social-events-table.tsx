import type { OrganizerSocial } from '@betterplay/contracts';
import { DataList, type DataListColumn } from '@betterplay/ui';
import { formatDate, formatTime12h } from '../../lib/format.ts';
import { eventTypeLabel } from '../socials/event-types.ts';
import { SocialEventDetails } from './social-event-details.tsx';

const COLUMNS: DataListColumn<OrganizerSocial>[] = [
  { id: 'event', header: 'Event', primary: true, freeText: true, cell: (social) => social.name },
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
  { id: 'eventType', header: 'Event Type', cell: (social) => eventTypeLabel(social.eventType) },
  {
    id: 'players',
    header: 'Players',
    cell: (social) => `${social.attendees}/${social.capacity} players`,
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
