import type { OrganizerSocial } from '@betterplay/contracts';
import { FactList } from '@betterplay/ui';
import { PeopleDialog } from '../../components/people-dialog.tsx';
import { formatDate, formatDollars, formatTime12h } from '../../lib/format.ts';
import { levelLabel } from '../socials/event-types.ts';
import { venueFact } from '../socials/social-facts.tsx';
import { recurrenceText } from './recurrence-text.ts';

/** Where, when, who and how much: the expanded part of a social's row. */
export function SocialEventDetails({ social }: { social: OrganizerSocial }) {
  const repeats = recurrenceText(social);
  return (
    <FactList
      tone="mixed"
      columns={4}
      facts={[
        venueFact(social),
        {
          term: 'Date and time',
          value: (
            <>
              <p>
                {formatDate(social.date)}, {formatTime12h(social.time)}
              </p>
              {repeats === null ? null : <p className="text-muted-foreground">{repeats}</p>}
            </>
          ),
        },
        {
          term: 'Attendees',
          value: (
            <div className="flex items-center gap-3">
              <span>
                {social.attendees} / {social.capacity}
              </span>
              <SocialAttendees social={social} />
            </div>
          ),
        },
        {
          term: 'Price per player',
          value: (
            <>
              <p>{formatDollars(social.price)}</p>
              <p className="text-muted-foreground">{levelLabel(social.level)}</p>
            </>
          ),
        },
      ]}
    />
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
