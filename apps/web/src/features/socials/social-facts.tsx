import { nextOccurrence, type Social } from '@betterplay/contracts';
import { FactList, type Fact } from '@betterplay/ui';
import {
  localCalendarDate,
  formatDate,
  formatDayAndTime,
  formatTime12h,
} from '../../lib/format.ts';
import { useNow } from '../../lib/use-now.ts';
import { levelLabel } from './event-types.ts';
import { SocialPlacesChip } from './social-columns.tsx';

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
  const repeats = social.eventType === 'weekly' || social.eventType === 'monthly';
  const now = useNow(repeats, 60_000);
  const next = repeats ? nextOccurrence(social, new Date(now)) : null;
  // Before its first day the next one is the start date itself: said once is enough.
  const nextIsLater = next !== null && localCalendarDate(next) !== social.date;
  return (
    <FactList
      facts={[
        { term: 'Venue', value: social.venue },
        { term: 'Address', value: social.address || '—' },
        {
          term: 'Date',
          value: (
            <>
              <span className="block">{formatDate(social.date)}</span>
              {next && nextIsLater ? (
                <span className="block text-muted-foreground">Next: {formatDayAndTime(next)}</span>
              ) : null}
            </>
          ),
        },
        { term: 'Time', value: formatTime12h(social.time) },
        {
          term: 'Attendees/Capacity',
          value: (
            <span className="flex flex-wrap items-center gap-2">
              <span>{attendees}</span>
              <SocialPlacesChip social={social} />
            </span>
          ),
          ...(attendeesId ? { valueId: attendeesId } : {}),
        },
        { term: 'Level', value: levelLabel(social.level) },
      ]}
    />
  );
}
