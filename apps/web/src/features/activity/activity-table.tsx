import { Badge, DataList, type DataListColumn } from '@betterplay/ui';
import { formatDate, formatTime12h } from '../../lib/format.ts';
import { eventTypeLabel } from '../socials/event-types.ts';
import { ActivityDetails } from './activity-details.tsx';
import { placesTaken, type ActivityEntry } from './activity-entries.ts';

const COLUMNS: DataListColumn<ActivityEntry>[] = [
  {
    id: 'event',
    header: 'Event',
    freeText: true,
    primary: true,
    cell: ({ social, kind }) => (
      <span className="flex flex-wrap items-center gap-2">
        {social.name}
        {kind === 'pending' ? <Badge variant="secondary">Pending</Badge> : null}
      </span>
    ),
  },
  { id: 'venue', header: 'Venue', freeText: true, cell: ({ social }) => social.venue },
  {
    id: 'date',
    header: 'Date',
    cell: ({ social }) => formatDate(social.date),
    className: 'sm:whitespace-nowrap',
  },
  {
    id: 'time',
    header: 'Time',
    cell: ({ social }) => formatTime12h(social.time),
    className: 'sm:whitespace-nowrap',
  },
  { id: 'sport', header: 'Sport', cell: ({ social }) => social.sport },
  {
    id: 'eventType',
    header: 'Event Type',
    cell: ({ social }) => eventTypeLabel(social.eventType),
    className: 'sm:whitespace-nowrap',
  },
  {
    id: 'players',
    header: 'Players',
    cell: (entry) => `${placesTaken(entry)}/${entry.social.capacity} players`,
    className: 'sm:whitespace-nowrap',
  },
];

/** One tab's socials: a table on wide screens, cards on phones; a row opens to its details. */
export function ActivityTable({ caption, entries }: { caption: string; entries: ActivityEntry[] }) {
  return (
    <DataList
      caption={caption}
      columns={COLUMNS}
      items={entries}
      getKey={(entry) => entry.key}
      renderDetails={(entry) => <ActivityDetails entry={entry} />}
      detailsLabel={(entry) => `Details for ${entry.social.name}`}
    />
  );
}
