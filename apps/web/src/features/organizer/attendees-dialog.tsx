import type { OrganizerSocial } from '@betterplay/contracts';
import {
  Avatar,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@betterplay/ui';
import { formatDate, formatDollars } from '../../lib/format.ts';

/** 'View' beside the attendee count: who holds a place, with the price each pays. */
export function AttendeesDialog({ social }: { social: OrganizerSocial }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`View attendees of ${social.name}`}>
          View
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Attendees</DialogTitle>
          <DialogDescription>
            {social.name}: {social.attendees} / {social.capacity} players, price per player{' '}
            {formatDollars(social.price)}
          </DialogDescription>
        </DialogHeader>
        {social.socialBookings.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">No attendees yet</p>
        ) : (
          <ul className="grid max-h-96 gap-3 overflow-y-auto">
            {social.socialBookings.map(({ id, bookingDate, user }) => (
              <li key={id} className="flex items-center gap-3">
                <Avatar src={user.avatar} firstName={user.firstName} lastName={user.lastName} />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium">
                    {user.firstName} {user.lastName}
                  </p>
                  <p className="wrap-anywhere text-muted-foreground">{user.email}</p>
                </div>
                <div className="shrink-0 text-right text-xs text-muted-foreground">
                  <p>{formatDollars(social.price)}</p>
                  <p>Booked {formatDate(bookingDate)}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
