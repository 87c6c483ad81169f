import {
  formatCents,
  type CourtBooking,
  type Share,
  type ShareStatus,
} from '@betterplay/contracts';
import { Badge, Button, DataList, type BadgeProps, type DataListColumn } from '@betterplay/ui';
import type { ReactNode } from 'react';
import { capitalize, formatDate, formatTime12h } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { canInviteAgain, canSplitLater } from '../split/split-later.ts';
import {
  SHARE_STATUS_LABELS,
  bookingTitle,
  durationLabel,
  ownerPaidCents,
  paymentMethodLabel,
  personName,
} from '../court-booking-text.ts';

const STATUS_VARIANTS: Record<ShareStatus, NonNullable<BadgeProps['variant']>> = {
  pending: 'outline',
  paid: 'default',
  declined: 'destructive',
  expired: 'secondary',
};

export function ShareStatusBadge({ status }: { status: ShareStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{SHARE_STATUS_LABELS[status]}</Badge>;
}

/** What the owner asks for from the Activity: split anew, or invite one friend again. */
export interface SplitLaterRequest {
  booking: CourtBooking;
  /** 'Invite again' beside this friend's declined or expired share */
  friendId?: string;
}

/** Opens the split dialog; `opener` takes the focus back when it closes, if still there. */
export type OnSplitLater = (request: SplitLaterRequest, opener: HTMLElement) => void;

/** Where focus goes after a split opened here, once its button is gone: the booking's split. */
export function splitStatusId(bookingId: string): string {
  return `court-booking-split-${bookingId}`;
}

interface SplitStatusProps {
  booking: CourtBooking;
  /** offers 'Split the cost' and 'Invite again' until the booking starts (at `now`) */
  onSplit?: OnSplitLater | undefined;
  now: number;
}

/** Each friend's share and where it stands; the owner watches it change live. */
function SplitStatus({ booking, onSplit, now }: SplitStatusProps) {
  const which = `${bookingTitle(booking)}, ${formatDate(booking.date)}`;
  const inviteAgain = (share: Share) =>
    onSplit === undefined || !canInviteAgain(booking, share, now) ? null : (
      <Button
        size="sm"
        variant="outline"
        aria-label={`Invite again: ${personName(share.user)}, ${which}`}
        onClick={(event) => onSplit({ booking, friendId: share.user.id }, event.currentTarget)}
      >
        Invite again
      </Button>
    );
  return (
    <div id={splitStatusId(booking.id)} tabIndex={-1} className="grid gap-2 outline-none">
      {booking.shares.length === 0 ? (
        <span className="text-muted-foreground">Not split</span>
      ) : (
        <ul className="grid gap-1.5" aria-label={`Split of ${bookingTitle(booking)}`}>
          {booking.shares.map((share) => (
            <li key={share.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span>{personName(share.user)}</span>
              <span className="text-muted-foreground">{formatCents(share.amountCents)}</span>
              <ShareStatusBadge status={share.status} />
              {inviteAgain(share)}
            </li>
          ))}
        </ul>
      )}
      {onSplit === undefined || !canSplitLater(booking, now) ? null : (
        <Button
          size="sm"
          variant="outline"
          className="justify-self-start"
          aria-label={`Split the cost: ${which}`}
          onClick={(event) => onSplit({ booking }, event.currentTarget)}
        >
          Split the cost
        </Button>
      )}
    </div>
  );
}

function PricePaid({ booking }: { booking: CourtBooking }) {
  const { priceCents, refundedCents, status } = booking;
  let note: string | null = null;
  if (status === 'cancelled') {
    note = refundedCents > 0 ? `Refunded ${formatCents(refundedCents)}` : 'No refund';
  } else if (refundedCents > 0) {
    note = `${formatCents(priceCents)} total, ${formatCents(refundedCents)} back from friends`;
  }
  return (
    <>
      <span className="block font-medium">{formatCents(ownerPaidCents(booking))}</span>
      {note === null ? null : <span className="block text-muted-foreground">{note}</span>}
    </>
  );
}

export function BookingTitle({ booking }: { booking: CourtBooking }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      {bookingTitle(booking)}
      {booking.status === 'cancelled' ? <Badge variant="secondary">Cancelled</Badge> : null}
    </span>
  );
}

/** Columns an owner's booking and an invitation share: where, what and when. */
export const whenColumns: DataListColumn<CourtBooking>[] = [
  { id: 'sport', header: 'Sport', cell: (booking) => capitalize(booking.sport) },
  {
    id: 'date',
    header: 'Date',
    cell: (booking) => formatDate(booking.date),
    className: 'sm:whitespace-nowrap',
  },
  {
    id: 'time',
    header: 'Time',
    cell: (booking) => formatTime12h(booking.time),
    className: 'sm:whitespace-nowrap',
  },
  {
    id: 'duration',
    header: 'Duration',
    cell: (booking) => durationLabel(booking.durationHours),
    className: 'sm:whitespace-nowrap',
  },
];

function columnsFor(
  renderActions: ((booking: CourtBooking) => ReactNode) | undefined,
  split: Omit<SplitStatusProps, 'booking'>,
): DataListColumn<CourtBooking>[] {
  const columns: DataListColumn<CourtBooking>[] = [
    {
      id: 'court',
      header: 'Court',
      primary: true,
      cell: (booking) => <BookingTitle booking={booking} />,
    },
    ...whenColumns,
    { id: 'paid', header: 'Price paid', cell: (booking) => <PricePaid booking={booking} /> },
    { id: 'method', header: 'Payment', cell: paymentMethodLabel },
    {
      id: 'split',
      header: 'Split with',
      cell: (booking) => <SplitStatus booking={booking} {...split} />,
    },
  ];
  if (renderActions === undefined) return columns;
  return [
    ...columns,
    { id: 'actions', header: 'Actions', hideLabelOnCard: true, cell: renderActions },
  ];
}

interface CourtBookingListProps {
  caption: string;
  bookings: CourtBooking[];
  /** What a booking offers, e.g. 'Cancel booking' while it is upcoming */
  renderActions?: (booking: CourtBooking) => ReactNode;
  /** Upcoming bookings: 'Split the cost' and 'Invite again' open the split dialog */
  onSplit?: OnSplitLater;
}

/** My court bookings: a table on wide screens, a card per booking on phones. */
export function CourtBookingList({
  caption,
  bookings,
  renderActions,
  onSplit,
}: CourtBookingListProps) {
  // A booking that starts while the list is open stops offering to split.
  const now = useNow(onSplit !== undefined, 60_000);
  return (
    <DataList
      caption={caption}
      columns={columnsFor(renderActions, { onSplit, now })}
      items={bookings}
      getKey={(booking) => booking.id}
    />
  );
}
