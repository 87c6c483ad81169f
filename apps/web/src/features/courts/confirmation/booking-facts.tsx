import { cn } from '@betterplay/ui';
import type { ReactNode } from 'react';
import { formatDate, formatTime12h } from '../../../lib/format.ts';

export interface BookingFact {
  term: string;
  value: ReactNode;
}

/** Terms and values of a booking, two columns from a small tablet, one on a phone. */
export function BookingFacts({ facts, className }: { facts: BookingFact[]; className?: string }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-3 sm:grid-cols-2', className)}>
      {facts.map(({ term, value }) => (
        <div key={term} className="grid min-w-0 gap-0.5">
          <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {term}
          </dt>
          <dd className="text-sm font-medium wrap-break-word">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Where and when: the facts the confirmation page and the dialogs share. */
export function whereAndWhen({
  stadiumName,
  courtName,
  sport,
  date,
  time,
}: {
  stadiumName: string;
  courtName: string;
  sport: string;
  date: string;
  time: string;
}): BookingFact[] {
  return [
    { term: 'Stadium', value: stadiumName },
    { term: 'Court', value: `${courtName} · ${sport}` },
    { term: 'Date', value: formatDate(date) },
    { term: 'Time', value: formatTime12h(time) },
  ];
}
