import type { Social } from '@betterplay/contracts';
import { formatDate, formatTime12h } from '../../lib/format.ts';
import { levelLabel } from './event-types.ts';

interface SocialFactsProps {
  social: Social;
  /** Given to the attendees value, so the Join button can point at it as its reason. */
  attendeesId?: string;
}

/** Venue, address, date, time, attendees and level of a social, as a description list. */
export function SocialFacts({ social, attendeesId }: SocialFactsProps) {
  const facts: Array<[string, string, string | undefined]> = [
    ['Venue', social.venue, undefined],
    ['Address', social.address || '—', undefined],
    ['Date', formatDate(social.date), undefined],
    ['Time', formatTime12h(social.time), undefined],
    ['Attendees/Capacity', `${social.attendees}/${social.capacity} players`, attendeesId],
    ['Level', levelLabel(social.level), undefined],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {facts.map(([term, value, id]) => (
        <div key={term} className="grid min-w-0 gap-0.5">
          <dt className="text-sm text-muted-foreground">{term}</dt>
          <dd id={id} className="font-medium wrap-break-word">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
