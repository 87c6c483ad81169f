import type { MyBooking } from '@betterplay/contracts';
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

/** 'View' button opening the list of people holding a place at a social. */
export function AttendeesDialog({
  socialName,
  attendees,
}: {
  socialName: string;
  attendees: MyBooking['attendees'];
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          View
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Attendees</DialogTitle>
          <DialogDescription>{socialName}</DialogDescription>
        </DialogHeader>
        {attendees.length === 0 ? (
          <p className="text-sm text-muted-foreground">No attendees yet</p>
        ) : (
          <ul className="grid max-h-96 gap-3 overflow-y-auto" aria-label="Attendees">
            {attendees.map((attendee) => (
              <li key={attendee.id} className="flex items-center gap-3">
                <Avatar
                  src={attendee.avatar}
                  firstName={attendee.firstName}
                  lastName={attendee.lastName}
                  size="sm"
                />
                <span className="font-medium">
                  {attendee.firstName} {attendee.lastName}
                </span>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
