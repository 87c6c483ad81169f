import type { OrganizerSocial } from '@betterplay/contracts';
import { cn } from '@betterplay/ui';
import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { PeopleDialog } from '../../components/people-dialog.tsx';
import { formatDate, formatDollars, formatTime12h } from '../../lib/format.ts';
import { eventTypeLabel, levelLabel } from '../socials/event-types.ts';
import { recurrenceText } from './recurrence-text.ts';

const COLUMNS = ['Event', 'Venue', 'Date', 'Time', 'Sport', 'Event Type'];

/** The organiser's socials; a row opens to show where, when, who and how much. */
export function SocialEventsTable({ socials }: { socials: OrganizerSocial[] }) {
  const [expandedId, setExpandedId] = useState<string | null>(null);
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="bg-muted/50 text-xs text-muted-foreground uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {socials.map((social) => (
            <EventRows
              key={social.id}
              social={social}
              expanded={expandedId === social.id}
              onToggle={() => setExpandedId((id) => (id === social.id ? null : social.id))}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface EventRowsProps {
  social: OrganizerSocial;
  expanded: boolean;
  onToggle: () => void;
}

function EventRows({ social, expanded, onToggle }: EventRowsProps) {
  const detailsId = `social-details-${social.id}`;
  return (
    <>
      <tr
        onClick={onToggle}
        className={cn('cursor-pointer border-t hover:bg-muted/40', expanded && 'bg-muted/40')}
      >
        <td className="px-4 py-3">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={(event) => {
              // The row handles the click; the button is there for keyboards and screen readers.
              event.stopPropagation();
              onToggle();
            }}
            className="flex items-center gap-2 rounded-sm text-left font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ChevronDown
              className={cn('size-4 shrink-0 transition-transform', expanded && 'rotate-180')}
              aria-hidden
            />
            {social.name}
          </button>
        </td>
        <td className="px-4 py-3">{social.venue}</td>
        <td className="px-4 py-3 whitespace-nowrap">{formatDate(social.date)}</td>
        <td className="px-4 py-3 whitespace-nowrap">{formatTime12h(social.time)}</td>
        <td className="px-4 py-3">{social.sport}</td>
        <td className="px-4 py-3">{eventTypeLabel(social.eventType)}</td>
      </tr>
      {expanded ? (
        <tr id={detailsId} className="bg-muted/20">
          <td colSpan={COLUMNS.length} className="px-4 py-4">
            <EventDetails social={social} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

function EventDetails({ social }: { social: OrganizerSocial }) {
  const repeats = recurrenceText(social);
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Detail term="Venue">
        <p className="font-medium">{social.venue}</p>
        <p className="text-muted-foreground">{social.address}</p>
      </Detail>
      <Detail term="Date and time">
        <p>
          {formatDate(social.date)}, {formatTime12h(social.time)}
        </p>
        {repeats === null ? null : <p className="text-muted-foreground">{repeats}</p>}
      </Detail>
      <Detail term="Attendees">
        <div className="flex items-center gap-3">
          <span>
            {social.attendees} / {social.capacity}
          </span>
          <SocialAttendees social={social} />
        </div>
      </Detail>
      <Detail term="Price per player">
        <p>{formatDollars(social.price)}</p>
        <p className="text-muted-foreground">{levelLabel(social.level)}</p>
      </Detail>
    </dl>
  );
}

/** Who holds a place, with the price each pays and when they booked. */
function SocialAttendees({ social }: { social: OrganizerSocial }) {
  const price = formatDollars(social.price);
  return (
    <PeopleDialog
      title="Attendees"
      triggerLabel={`View attendees of ${social.name}`}
      description={`${social.name}: ${social.attendees} / ${social.capacity} players, price per player ${price}`}
      people={social.socialBookings.map(({ id, bookingDate, user }) => ({
        ...user,
        id, // a row per booking
        note: user.email,
        detail: (
          <>
            <p>{price}</p>
            <p>Booked {formatDate(bookingDate)}</p>
          </>
        ),
      }))}
      emptyText="No attendees yet"
    />
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-xs font-medium text-muted-foreground uppercase">{term}</dt>
      <dd className="grid gap-0.5">{children}</dd>
    </div>
  );
}
