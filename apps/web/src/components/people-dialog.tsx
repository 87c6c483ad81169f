import type { Person } from '@betterplay/contracts';
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
import type { ReactNode } from 'react';

export interface PersonRow extends Person {
  /** A second line under the name, e.g. an email address. */
  note?: string;
  /** Shown at the end of the row, e.g. what they pay and when they booked. */
  detail?: ReactNode;
}

interface PeopleDialogProps {
  /** The dialog's title, which also names the list. */
  title: string;
  description: ReactNode;
  people: PersonRow[];
  emptyText: string;
  triggerText?: string;
  /** An accessible name for the trigger when its text alone would be ambiguous. */
  triggerLabel?: string;
}

/** A small outline button opening a list of people: avatar, name and optional details. */
export function PeopleDialog({
  title,
  description,
  people,
  emptyText,
  triggerText = 'View',
  triggerLabel,
}: PeopleDialogProps) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={triggerLabel}>
          {triggerText}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {people.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ul className="grid max-h-96 gap-3 overflow-y-auto" aria-label={title}>
            {people.map((person) => (
              <li key={person.id} className="flex items-center gap-3">
                <Avatar
                  src={person.avatar}
                  firstName={person.firstName}
                  lastName={person.lastName}
                />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium">{`${person.firstName} ${person.lastName}`}</p>
                  {person.note === undefined ? null : (
                    <p className="text-muted-foreground">{person.note}</p>
                  )}
                </div>
                {person.detail === undefined ? null : (
                  <div className="shrink-0 text-right text-xs text-muted-foreground">
                    {person.detail}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
