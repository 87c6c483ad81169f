import { formatCents, type CourtBooking, type ShareStatus } from '@betterplay/contracts';
import { Badge, DataList, type BadgeProps, type DataListColumn } from '@betterplay/ui';
import type { ReactNode } from 'react';
import { capitalize, formatDate, formatTime12h } from '../../../lib/format.ts';
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

/** Each friend's share and where it stands; the owner watches it change live. */
function SplitStatus({ booking }: { booking: CourtBooking }) {
  if (booking.shares.length === 0) return <span className="text-muted-foreground">Not split</span>;
  return (
    <ul className="grid gap-1.5" aria-label={`Split of ${bookingTitle(booking)}`}>
      {booking.shares.map((share) => (
        <li key={share.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>{personName(share.user)}</span>
          <span className="text-muted-foreground">{formatCents(share.amountCents)}</span>
          <ShareStatusBadge status={share.status} />
        </li>
      ))}
    </ul>
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
    { id: 'split', header: 'Split with', cell: (booking) => <SplitStatus booking={booking} /> },
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
}

/** My court bookings: a table on wide screens, a card per booking on phones. */
export function CourtBookingList({ caption, bookings, renderActions }: CourtBookingListProps) {
  return (
    <DataList
      caption={caption}
      columns={columnsFor(renderActions)}
      items={bookings}
      getKey={(booking) => booking.id}
    />
  );
}
