import type { Social } from '@betterplay/contracts';
import { formatDate, formatTime12h } from '../../lib/format.ts';
import { levelLabel } from './event-types.ts';

/** Venue, address, date, time, attendees and level of a social, as a description list. */
export function SocialFacts({ social }: { social: Social }) {
  const facts: Array<[string, string]> = [
    ['Venue', social.venue],
    ['Address', social.address || '—'],
    ['Date', formatDate(social.date)],
    ['Time', formatTime12h(social.time)],
    ['Attendees/Capacity', `${social.attendees}/${social.capacity} players`],
    ['Level', levelLabel(social.level)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term} className="grid gap-0.5">
          <dt className="text-sm text-muted-foreground">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
