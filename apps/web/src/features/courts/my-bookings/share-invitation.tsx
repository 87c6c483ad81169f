import { formatCents, type CourtBooking, type Share } from '@betterplay/contracts';
import { Button, DataList, cn, type DataListColumn } from '@betterplay/ui';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { BookingTitle, ShareStatusBadge, whenColumns } from './court-booking-card.tsx';
import { bookingTitle, paidShareRefunded, personName } from '../court-booking-text.ts';

/** A booking a friend split with me, and my share of it. */
export interface Invitation {
  booking: CourtBooking;
  share: Share;
}

/** My share in each booking, the ones still waiting for me first, then by date and time. */
export function invitationsOf(bookings: CourtBooking[], userId: string): Invitation[] {
  const invitations = bookings.flatMap((booking) => {
    const share = booking.shares.find((candidate) => candidate.user.id === userId);
    return share === undefined ? [] : [{ booking, share }];
  });
  const waiting = ({ booking, share }: Invitation) =>
    booking.status === 'paid' && share.status === 'pending' ? 0 : 1;
  const start = ({ booking }: Invitation) => `${booking.date}T${booking.time}`;
  return invitations.sort((a, b) => waiting(a) - waiting(b) || start(a).localeCompare(start(b)));
}

/** The element /activity?share={id} scrolls to and focuses. */
export function shareAnchorId(shareId: string): string {
  return `court-share-${shareId}`;
}

export function canAnswer({ booking, share }: Invitation): boolean {
  return booking.status === 'paid' && share.status === 'pending';
}

export type ShareActionBusy = 'paying' | 'declining' | null;
export interface ShareActionError {
  message: string;
  /** the player has no saved card yet: the profile is where to add one */
  needsCard: boolean;
}

interface ShareActionsProps {
  invitation: Invitation;
  busy: ShareActionBusy;
  error: ShareActionError | null;
  onPay: () => void;
  onDecline: () => void;
}

// aria-disabled rather than disabled while busy: a disabled button drops the keyboard focus.
const busyClass = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50';
const spinner = <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />;

/** 'Pay my share ($X)' and 'Decline' while my share waits for me; what went wrong, if anything. */
export function ShareActions({ invitation, busy, error, onPay, onDecline }: ShareActionsProps) {
  if (!canAnswer(invitation)) return null;
  const { booking, share } = invitation;
  // The visible words first, so voice control users can say what they see.
  const which = `${bookingTitle(booking)}, ${formatDate(booking.date)}`;
  const payText = `Pay my share (${formatCents(share.amountCents)})`;
  return (
    <div className="grid gap-2">
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <Button
          size="sm"
          className={busyClass}
          aria-label={`${payText}: ${which}`}
          aria-disabled={busy !== null || undefined}
          onClick={() => {
            if (busy === null) onPay();
          }}
        >
          {busy === 'paying' ? spinner : null}
          {busy === 'paying' ? 'Paying...' : payText}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className={busyClass}
          aria-label={`Decline: ${which}`}
          aria-disabled={busy !== null || undefined}
          onClick={() => {
            if (busy === null) onDecline();
          }}
        >
          {busy === 'declining' ? spinner : null}
          {busy === 'declining' ? 'Declining...' : 'Decline'}
        </Button>
      </div>
      {error === null ? null : (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error.message}
          {error.needsCard ? (
            <>
              {' '}
              <Link to="/profile" className="underline underline-offset-2">
                Go to your profile
              </Link>
            </>
          ) : null}
        </p>
      )}
    </div>
  );
}

const fromBooking = (column: DataListColumn<CourtBooking>): DataListColumn<Invitation> => ({
  ...column,
  cell: (invitation) => column.cell(invitation.booking),
});

function columnsFor(
  highlightShareId: string | null,
  renderActions: (invitation: Invitation) => ReactNode,
): DataListColumn<Invitation>[] {
  return [
    {
      id: 'court',
      header: 'Court',
      primary: true,
      cell: ({ booking, share }) => (
        <span
          id={shareAnchorId(share.id)}
          tabIndex={-1}
          data-highlighted={share.id === highlightShareId || undefined}
          className="block scroll-mt-24 rounded-sm outline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <BookingTitle booking={booking} />
        </span>
      ),
    },
    {
      id: 'from',
      header: 'From',
      freeText: true,
      cell: ({ booking }) => personName(booking.owner),
    },
    ...whenColumns.map(fromBooking),
    {
      id: 'share',
      header: 'Your share',
      cell: ({ share }) => formatCents(share.amountCents),
      className: 'sm:whitespace-nowrap',
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ booking, share }) => (
        <>
          <ShareStatusBadge status={share.status} />
          {booking.status === 'cancelled' && share.status === 'paid' ? (
            <span className="mt-1 block text-muted-foreground">
              {paidShareRefunded(booking) ? 'Refunded to you' : 'Not refunded'}
            </span>
          ) : null}
        </>
      ),
    },
    { id: 'actions', header: 'Actions', hideLabelOnCard: true, cell: renderActions },
  ];
}

interface ShareInvitationListProps {
  invitations: Invitation[];
  /** the invitation a link pointed at (/activity?share={id}): highlighted */
  highlightShareId?: string | null;
  renderActions: (invitation: Invitation) => ReactNode;
}

/** Bookings friends split with me: my share of each and its status, answered from here. */
export function ShareInvitationList({
  invitations,
  highlightShareId = null,
  renderActions,
}: ShareInvitationListProps) {
  return (
    <DataList
      caption="Court invitations"
      columns={columnsFor(highlightShareId, renderActions)}
      items={invitations}
      getKey={({ share }) => share.id}
      className={cn(
        // The highlighted invitation's card (phones) or row (wide screens) stands out.
        '[&_tbody:has([data-highlighted])]:ring-2 [&_tbody:has([data-highlighted])]:ring-primary',
        '[&_tr:has([data-highlighted])]:bg-primary/10',
      )}
    />
  );
}
