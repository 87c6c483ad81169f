import type { OrganizerBooking } from '@betterplay/contracts';
import { DataList, EmailText, Pagination, type DataListColumn } from '@betterplay/ui';
import { useState } from 'react';
import { socialFactsColumns } from './social-facts-columns.tsx';

/** Both dashboard lists say the same when empty (docs/product.md). */
export const NO_BOOKINGS_TEXT =
  'No bookings found matching your search. Please try different keywords.';

const BOOKINGS_PAGE_SIZE = 10;

/** A booking with its place in the whole list: 'Player N' keeps counting across pages. */
interface NumberedBooking {
  booking: OrganizerBooking;
  number: number;
}

const COLUMNS: DataListColumn<NumberedBooking>[] = [
  {
    id: 'player',
    header: 'Player',
    primary: true,
    cell: ({ number }) => `Player ${number}`,
    className: 'sm:whitespace-nowrap',
  },
  {
    id: 'contact',
    header: 'Contact',
    freeText: true,
    cell: ({ booking }) => (
      <>
        <span className="block">
          <EmailText email={booking.userEmail} />
        </span>
        <span className="block text-muted-foreground">{booking.phone}</span>
      </>
    ),
  },
  {
    id: 'social',
    header: 'Social',
    freeText: true,
    cell: ({ booking }) => `Requested for ${booking.name}`,
  },
  ...socialFactsColumns<NumberedBooking>(({ booking }) => booking),
];

interface BookingsTableProps {
  /** undefined while loading: the space stays reserved and no empty text shows yet. */
  bookings: OrganizerBooking[] | undefined;
  /** Called after a page change, so the caller can bring the list's top into view. */
  onPageChange: () => void;
}

/** The organiser's bookings, ten a page, paged here since the server sends them all. */
export function BookingsTable({ bookings, onPageChange }: BookingsTableProps) {
  const [page, setPage] = useState(1);
  const all = bookings ?? [];
  const totalPages = Math.max(1, Math.ceil(all.length / BOOKINGS_PAGE_SIZE));
  // A reload may shorten the list under the page being shown.
  const current = Math.min(page, totalPages);
  const start = (current - 1) * BOOKINGS_PAGE_SIZE;
  const items = all
    .slice(start, start + BOOKINGS_PAGE_SIZE)
    .map((booking, index) => ({ booking, number: start + index + 1 }));

  return (
    <div className="grid gap-4">
      <DataList
        caption="Bookings"
        columns={COLUMNS}
        items={items}
        getKey={({ booking }) => booking.id}
        placeholder={bookings === undefined ? null : NO_BOOKINGS_TEXT}
        minRows={bookings === undefined ? 3 : undefined}
      />
      {totalPages > 1 ? (
        <Pagination
          page={current}
          totalPages={totalPages}
          onPageChange={(next) => {
            setPage(next);
            onPageChange();
          }}
        />
      ) : null}
    </div>
  );
}
