import { BOOKING_DURATIONS, type CourtAvailability } from '@betterplay/contracts';
import { Badge, DataList, LoadState, type DataListColumn } from '@betterplay/ui';
import { Link } from 'react-router';
import { formatDollars } from '../../../lib/format.ts';
import { courtPath } from '../court-paths.ts';
import { heldForYouText } from '../holds/hold-time-left.ts';
import type { LiveHold } from '../holds/use-my-holds.ts';

// Each row group contains its court link's ::after, so a free court's whole row (or phone card)
// is one click target; it is highlighted under the pointer like a link.
const ROWS_AS_LINKS = '[&_tbody]:relative [&_tbody:has(a):hover]:bg-muted/40';

const dollarsOf = (cents: number) => formatDollars(cents / 100);

/** '$28 for 1 hour · $52 for 2 hours', from the court's own price list. */
export function priceListText(court: CourtAvailability): string {
  return BOOKING_DURATIONS.map(
    (hours) =>
      `${dollarsOf(court.priceCents[hours])} for ${hours} ${hours === 1 ? 'hour' : 'hours'}`,
  ).join(' · ');
}

interface Choice {
  stadiumId: string;
  sport: string;
  date: string;
  time: string;
  /** the player's own holds: a court they hold at that time shows so and links back to it */
  myHolds?: readonly LiveHold[];
}

const hourOf = (time: string) => Number(time.slice(0, 2));

/** The player's hold on this court that covers `time` on `date`, if any. */
export function heldAt(
  holds: readonly LiveHold[],
  court: CourtAvailability,
  date: string,
  time: string,
) {
  return holds.find(
    (hold) =>
      hold.courtId === court.id &&
      hold.date === date &&
      hourOf(hold.time) <= hourOf(time) &&
      hourOf(time) < hourOf(hold.time) + hold.durationHours,
  );
}

function courtColumns({
  stadiumId,
  sport,
  date,
  time,
  myHolds = [],
}: Choice): DataListColumn<CourtAvailability>[] {
  const isFree = (court: CourtAvailability) => court.freeTimes.includes(time);
  const mine = (court: CourtAvailability) => heldAt(myHolds, court, date, time);
  return [
    {
      id: 'court',
      header: 'Court',
      primary: true,
      cell: (court) =>
        isFree(court) || mine(court) ? (
          <Link
            to={courtPath(stadiumId, sport, court.number, date, mine(court)?.time ?? time)}
            className="rounded-sm text-primary underline underline-offset-4 after:absolute after:inset-0 hover:decoration-2"
          >
            {court.name}
          </Link>
        ) : (
          // Not a link: a court taken at that time cannot be chosen.
          <span className="text-muted-foreground">{court.name}</span>
        ),
    },
    { id: 'price', header: 'Price', cell: priceListText },
    {
      id: 'availability',
      header: 'Availability',
      cell: (court) => {
        const hold = mine(court);
        if (hold) return <Badge>{heldForYouText(hold.secondsLeft)}</Badge>;
        return isFree(court) ? (
          <Badge variant="secondary">Available</Badge>
        ) : (
          <Badge variant="outline" className="text-muted-foreground">
            Unavailable
          </Badge>
        );
      },
      className: 'sm:whitespace-nowrap',
    },
  ];
}

export interface CourtAvailabilityListProps extends Choice {
  /** The sport's courts on `date`; undefined while they load. */
  courts: CourtAvailability[] | undefined;
  /** What the table is called, e.g. 'Tennis courts at MSAC'. */
  caption: string;
  error?: Error | null;
  onRetry?: () => void;
}

/**
 * A sport's courts at the chosen date and time: a free court links to its confirmation page
 * (`.../court/{N}?date=&time=`), a taken one shows as unavailable and is no link, and one the
 * player holds says so with the time left and links back to its confirmation page.
 */
export function CourtAvailabilityList({
  courts,
  caption,
  error = null,
  onRetry,
  ...choice
}: CourtAvailabilityListProps) {
  const loading = courts === undefined && error === null;
  return (
    <DataList
      caption={caption}
      columns={courtColumns(choice)}
      items={courts ?? []}
      getKey={(court) => court.id}
      minRows={loading ? 3 : undefined}
      className={ROWS_AS_LINKS}
      placeholder={
        <LoadState
          loading={loading}
          loadingText="Loading courts..."
          error={error}
          onRetry={onRetry}
          empty
          emptyText="There are no courts for this sport yet."
          minHeight="0"
          className="p-0 max-sm:self-start"
        />
      }
    />
  );
}
