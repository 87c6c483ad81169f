import { Badge, Button } from '@betterplay/ui';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { formatDate, formatTime12h } from '../../lib/format.ts';
import { eventTypeLabel } from '../socials/event-types.ts';
import { ActivityDetails } from './activity-details.tsx';
import type { ActivityEntry } from './activity-entries.ts';

const COLUMNS = ['Event', 'Venue', 'Date', 'Time', 'Sport', 'Event Type'];

function ActivityRow({ entry }: { entry: ActivityEntry }) {
  const [expanded, setExpanded] = useState(false);
  const { social } = entry;
  const detailsId = `details-${entry.key.replace(/[^a-zA-Z0-9-]/g, '-')}`;
  const toggle = () => setExpanded((open) => !open);

  return (
    // One body per entry keeps a row and its expanded details together.
    <tbody className="border-t">
      <tr onClick={toggle} className="cursor-pointer hover:bg-accent/50">
        <th scope="row" className="px-4 py-3 text-left font-medium">
          <span className="flex flex-wrap items-center gap-2">
            {social.name}
            {entry.kind === 'pending' ? <Badge variant="secondary">Pending</Badge> : null}
          </span>
        </th>
        <td className="px-4 py-3">{social.venue}</td>
        <td className="px-4 py-3 whitespace-nowrap">{formatDate(social.date)}</td>
        <td className="px-4 py-3 whitespace-nowrap">{formatTime12h(social.time)}</td>
        <td className="px-4 py-3">{social.sport}</td>
        <td className="px-4 py-3 whitespace-nowrap">{eventTypeLabel(social.eventType)}</td>
        <td className="px-2 py-3 text-right">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Details for ${social.name}`}
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            onClick={(event) => {
              // The row toggles too; do not toggle twice.
              event.stopPropagation();
              toggle();
            }}
          >
            <ChevronDown
              className={expanded ? 'rotate-180 transition-transform' : 'transition-transform'}
              aria-hidden
            />
          </Button>
        </td>
      </tr>
      {expanded ? (
        <tr id={detailsId} className="bg-muted/30">
          <td colSpan={COLUMNS.length + 1} className="px-4 py-4">
            <ActivityDetails entry={entry} />
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}

export function ActivityTable({ caption, entries }: { caption: string; entries: ActivityEntry[] }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
            <th scope="col" className="px-2 py-3">
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        {entries.map((entry) => (
          <ActivityRow key={entry.key} entry={entry} />
        ))}
      </table>
    </div>
  );
}
