import type { ReactNode } from 'react';
import { PeopleDialog } from '../../components/people-dialog.tsx';
import { formatAmount, formatDate, formatDollars, formatTime12h } from '../../lib/format.ts';
import { placesTaken, type ActivityEntry } from './activity-entries.ts';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** The expanded part of an activity row. */
export function ActivityDetails({ entry }: { entry: ActivityEntry }) {
  const { social } = entry;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Detail term="Venue">
        <span className="block font-medium">{social.venue}</span>
        {social.address ? (
          <span className="block text-muted-foreground">{social.address}</span>
        ) : null}
      </Detail>
      <Detail term="Date and time">
        {formatDate(social.date)}, {formatTime12h(social.time)}
      </Detail>
      <Detail term="Attendees">
        <span className="flex items-center gap-3">
          {entry.kind === 'booking' ? (
            <>
              {placesTaken(entry)} / {social.capacity}
              <PeopleDialog
                title="Attendees"
                triggerLabel={`View attendees of ${social.name}`}
                description={social.name}
                people={entry.booking.attendees}
                emptyText="No attendees yet"
              />
            </>
          ) : (
            `${placesTaken(entry)} / ${social.capacity}`
          )}
        </span>
      </Detail>
      {entry.kind === 'booking' ? (
        <Detail term="Booking date">
          {formatDate(entry.booking.bookingDate)}
          <span className="mt-1 block font-medium">
            Price paid: $ {formatAmount(entry.booking.pricePaid)}
          </span>
        </Detail>
      ) : (
        <Detail term="Requested on">
          {formatDate(entry.request.createdAt)}
          <span className="mt-1 block text-muted-foreground">
            Waiting for the organiser · {formatDollars(social.price)} per player
          </span>
        </Detail>
      )}
    </dl>
  );
}
