import { FactList } from '@betterplay/ui';
import { PeopleDialog } from '../../components/people-dialog.tsx';
import { LeaveSocialAction } from '../waitlist/leave-social-dialog.tsx';
import { venueFact } from '../socials/social-facts.tsx';
import { formatAmount, formatDate, formatDollars, formatTime12h } from '../../lib/format.ts';
import { placesTaken, type ActivityEntry } from './activity-entries.ts';
import { WithdrawRequestButton } from './withdraw-request-button.tsx';

/**
 * The expanded part of an activity row. `withdraw={false}` leaves out 'Withdraw request' where
 * the item shows it already (the agenda's card).
 */
export function ActivityDetails({
  entry,
  withdraw = true,
}: {
  entry: ActivityEntry;
  withdraw?: boolean;
}) {
  const { social } = entry;
  const attendees = `${placesTaken(entry)} / ${social.capacity}`;
  return (
    <div className="grid gap-4">
      <ActivityFacts entry={entry} attendees={attendees} />
      {entry.kind === 'booking' && !social.isPast ? (
        <div>
          <LeaveSocialAction social={social} pricePaid={entry.booking.pricePaid} />
        </div>
      ) : null}
      {entry.kind === 'pending' && withdraw ? (
        <div>
          <WithdrawRequestButton requestId={entry.request.id} socialName={social.name} />
        </div>
      ) : null}
    </div>
  );
}

function ActivityFacts({ entry, attendees }: { entry: ActivityEntry; attendees: string }) {
  const { social } = entry;
  return (
    <FactList
      tone="mixed"
      columns={4}
      facts={[
        venueFact(social),
        {
          term: 'Date and time',
          value: `${formatDate(social.date)}, ${formatTime12h(social.time)}`,
        },
        {
          term: 'Attendees',
          value:
            entry.kind === 'booking' ? (
              <span className="flex items-center gap-3">
                {attendees}
                <PeopleDialog
                  title="Attendees"
                  triggerLabel={`View attendees of ${social.name}`}
                  description={social.name}
                  people={entry.booking.attendees}
                  emptyText="No attendees yet"
                />
              </span>
            ) : (
              attendees
            ),
        },
        entry.kind === 'booking'
          ? {
              term: 'Booking date',
              value: (
                <>
                  {formatDate(entry.booking.bookingDate)}
                  <span className="mt-1 block font-medium">
                    Price paid: $ {formatAmount(entry.booking.pricePaid)}
                  </span>
                </>
              ),
            }
          : {
              term: 'Requested on',
              value: (
                <>
                  {formatDate(entry.request.createdAt)}
                  <span className="mt-1 block text-muted-foreground">
                    Waiting for the organiser · {formatDollars(social.price)} per player
                  </span>
                </>
              ),
            },
      ]}
    />
  );
}
