import type { OrganizerJoinRequest } from '@betterplay/contracts';
import type { DataListColumn } from '@betterplay/ui';
import { formatDate, formatTime12h } from '../../lib/format.ts';

/** What the organiser's requests and bookings both carry about their social. */
type SocialFacts = Pick<
  OrganizerJoinRequest,
  'socialDate' | 'socialTime' | 'attendees' | 'capacity'
>;

// Short values stay on one line in the wide table; on phone cards everything may wrap.
const ONE_LINE = 'sm:whitespace-nowrap';

/**
 * When the social happens and how full it is, each its own column, so a phone card lists them
 * as labelled lines under the player and a wide table lines them up.
 */
export function socialFactsColumns<T>(factsOf: (item: T) => SocialFacts): DataListColumn<T>[] {
  return [
    {
      id: 'date',
      header: 'Date',
      cell: (item) => formatDate(factsOf(item).socialDate),
      className: ONE_LINE,
    },
    {
      id: 'time',
      header: 'Time',
      cell: (item) => formatTime12h(factsOf(item).socialTime),
      className: ONE_LINE,
    },
    {
      id: 'players',
      header: 'Players',
      cell: (item) => {
        const { attendees, capacity } = factsOf(item);
        return `${attendees}/${capacity} players`;
      },
      className: ONE_LINE,
    },
  ];
}
