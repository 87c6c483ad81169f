import { useId, type ReactNode } from 'react';
import { DateBadge } from '../date-badge/date-badge.tsx';
import { cn } from '../lib/cn.ts';

export interface AgendaDayProps {
  /** YYYY-MM-DD */
  date: string;
  /** What the day is called: 'Today', 'Tomorrow', 'Sat 5 Dec' */
  label: string;
  /** The badge takes the sport's tint when every item of the day is of one sport. */
  sport?: string;
  /** The heading's level in the page: 3 under a section's h2 (the default), 2 directly under the h1. */
  headingLevel?: 2 | 3 | 4;
  /** The day's `AgendaItem`s, in time order */
  children: ReactNode;
  className?: string;
}

/** One day of an agenda: its date badge and name, then its items as a list. */
export function AgendaDay({
  date,
  label,
  sport,
  headingLevel = 3,
  children,
  className,
}: AgendaDayProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-slot="agenda-day"
      aria-labelledby={headingId}
      className={cn('grid min-w-0 gap-3', className)}
    >
      <div className="flex items-center gap-3">
        <DateBadge date={date} sport={sport} />
        <Heading id={headingId} className="text-lg font-semibold tracking-tight">
          {label}
        </Heading>
      </div>
      <ol role="list" className="grid min-w-0 gap-3">
        {children}
      </ol>
    </section>
  );
}
