import type { Social } from '@betterplay/contracts';
import { cn } from '@betterplay/ui';
import type { KeyboardEvent, ReactNode } from 'react';
import { formatDate, formatTime12h } from '../../lib/format.ts';
import { eventTypeLabel } from './event-types.ts';

interface SocialsTableProps {
  caption: string;
  socials: Social[];
  /** Shown in the body instead of rows (loading, empty, error). */
  placeholder: ReactNode;
  busy: boolean;
  onOpen: (social: Social) => void;
}

const COLUMNS = ['Social Name', 'Venue', 'Time', 'Start Date', 'Type', 'Attendees/Capacity'];

/** The socials of one list page; a row opens its social (click, Enter or Space). */
export function SocialsTable({ caption, socials, placeholder, busy, onOpen }: SocialsTableProps) {
  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, social: Social) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOpen(social);
  };

  return (
    // On a phone the table keeps its columns and scrolls sideways inside this box.
    <div className="relative overflow-x-auto rounded-lg border">
      <table aria-busy={busy} className={cn('w-full min-w-[40rem] text-sm', busy && 'opacity-60')}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {socials.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="px-4 py-10 text-center text-muted-foreground">
                {placeholder}
              </td>
            </tr>
          ) : (
            socials.map((social) => (
              <tr
                key={social.id}
                tabIndex={0}
                onClick={() => onOpen(social)}
                onKeyDown={(event) => onRowKeyDown(event, social)}
                className="cursor-pointer border-t hover:bg-accent/50 focus-visible:bg-accent/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                <th scope="row" className="px-4 py-3 text-left font-medium">
                  {social.name}
                </th>
                <td className="px-4 py-3">{social.venue}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatTime12h(social.time)}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(social.date)}</td>
                <td className="px-4 py-3 whitespace-nowrap">{eventTypeLabel(social.eventType)}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {social.attendees}/{social.capacity} players
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
