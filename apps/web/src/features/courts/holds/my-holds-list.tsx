import { Button } from '@betterplay/ui';
import { Timer } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate, formatTime12h } from '../../../lib/format.ts';
import { durationLabel } from '../court-booking-text.ts';
import { courtPath, sportName } from '../court-paths.ts';
import { heldForYouText } from './hold-time-left.ts';
import type { LiveHold } from './use-my-holds.ts';

export interface MyHoldsListProps {
  holds: readonly LiveHold[];
  onRelease: (holdId: string) => void;
  /** the hold being let go of, whose button waits */
  releasingId?: string | null;
}

export const holdTitle = (hold: LiveHold) => `${hold.court.name} at ${hold.stadium.name}`;

/**
 * Courts the player holds and has not paid for yet: each names the court, day and time, counts
 * down, goes back to its confirmation page and can be let go of.
 */
export function MyHoldsList({ holds, onRelease, releasingId = null }: MyHoldsListProps) {
  return (
    <ul className="grid gap-3">
      {holds.map((hold) => {
        const title = holdTitle(hold);
        const releasing = releasingId === hold.id;
        return (
          <li
            key={hold.id}
            className="grid min-w-0 gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div className="grid min-w-0 gap-1">
              <p className="font-medium">{title}</p>
              <p className="text-sm text-muted-foreground">
                {sportName(hold.sport)} · {formatDate(hold.date)} at {formatTime12h(hold.time)} ·{' '}
                {durationLabel(hold.durationHours)}
              </p>
              <p className="flex items-center gap-1.5 text-sm font-medium">
                <Timer className="size-4 shrink-0 text-primary" aria-hidden />
                {heldForYouText(hold.secondsLeft)}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button asChild size="sm">
                <Link
                  to={courtPath(
                    hold.stadium.id,
                    hold.sport,
                    hold.court.number,
                    hold.date,
                    hold.time,
                  )}
                  aria-label={`Continue booking ${title}`}
                >
                  Continue
                </Link>
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={releasing}
                aria-label={`Release ${title}`}
                onClick={() => onRelease(hold.id)}
              >
                {releasing ? 'Releasing...' : 'Release'}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
