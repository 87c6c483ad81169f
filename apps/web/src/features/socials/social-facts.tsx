import type { Social } from '@betterplay/contracts';
import { FactList, type Fact } from '@betterplay/ui';
import { formatDate, formatTime12h } from '../../lib/format.ts';
import { levelLabel } from './event-types.ts';

interface SocialFactsProps {
  social: Social;
  /** Given to the attendees value, so the Join button can point at it as its reason. */
  attendeesId?: string;
}

/** Where a social is, as a row's details show it: the venue, then its address (if known). */
export function venueFact({ venue, address }: { venue: string; address: string }): Fact {
  return {
    term: 'Venue',
    value: (
      <>
        <span className="block font-medium">{venue}</span>
        {address ? <span className="block text-muted-foreground">{address}</span> : null}
      </>
    ),
  };
}

/** Venue, address, date, time, attendees and level of a social, as a description list. */
export function SocialFacts({ social, attendeesId }: SocialFactsProps) {
  const attendees = `${social.attendees}/${social.capacity} players`;
  return (
    <FactList
      facts={[
        { term: 'Venue', value: social.venue },
        { term: 'Address', value: social.address || '—' },
        { term: 'Date', value: formatDate(social.date) },
        { term: 'Time', value: formatTime12h(social.time) },
        {
          term: 'Attendees/Capacity',
          value: attendees,
          ...(attendeesId ? { valueId: attendeesId } : {}),
        },
        { term: 'Level', value: levelLabel(social.level) },
      ]}
    />
  );
}
