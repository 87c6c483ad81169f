import { Button } from '@betterplay/ui';
import { CalendarX2 } from 'lucide-react';
import { formatDate, formatTime12h } from '../../../lib/format.ts';
import { nextDate } from '../court-paths.ts';

/** A day with no free start time left: says so and offers the next day. */
export function NoFreeTimes({
  date,
  onTryDate,
}: {
  date: string;
  onTryDate: (date: string) => void;
}) {
  const next = nextDate(date);
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-6 text-center">
      <CalendarX2 className="size-8 text-muted-foreground" aria-hidden />
      <p className="font-medium">No court is free on {formatDate(date)}.</p>
      <p className="text-muted-foreground">Please pick another date.</p>
      <Button variant="outline" className="h-11 sm:h-9" onClick={() => onTryDate(next)}>
        Try {formatDate(next)}
      </Button>
    </div>
  );
}

/** The chosen time was taken by everyone meanwhile: the list below shows every court as unavailable. */
export function TimeTaken({ time }: { time: string }) {
  return (
    <p className="rounded-md border border-dashed px-4 py-3 text-sm">
      No court is free at {formatTime12h(time)} any more. Please choose another time.
    </p>
  );
}
