import type { OrganizerBooking } from '@betterplay/contracts';
import { Cell, OrganizerTable } from './organizer-table.tsx';

/** `bookings` is undefined while loading: no rows and no empty text yet. */
export function BookingsTable({ bookings }: { bookings: OrganizerBooking[] | undefined }) {
  return (
    <OrganizerTable
      caption="Bookings"
      columns={['Player', 'Contact', 'Social']}
      empty={bookings?.length === 0}
    >
      {(bookings ?? []).map((booking, index) => (
        <tr key={booking.id}>
          <Cell className="font-medium whitespace-nowrap">Player {index + 1}</Cell>
          <Cell>
            <p className="wrap-anywhere">{booking.userEmail}</p>
            <p className="text-muted-foreground">{booking.phone}</p>
          </Cell>
          <Cell>Requested for {booking.name}</Cell>
        </tr>
      ))}
    </OrganizerTable>
  );
}
