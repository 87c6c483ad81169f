import type { CourtAvailability, StadiumSummary } from '@betterplay/contracts';
import {
  CourtGrid,
  CourtGridLegend,
  CourtGridSkeleton,
  type CourtCellState,
  type CourtGridColumn,
} from '@betterplay/ui';
import { useNavigate } from 'react-router';
import { formatDate, formatTime12h } from '../../../lib/format.ts';
import { localCalendarDate } from '../../../lib/format.ts';
import { courtPath, sportName } from '../court-paths.ts';
import type { LiveHold } from '../holds/use-my-holds.ts';
import { heldAt } from './court-availability-list.tsx';

/** The courts the grid shows while a sport's courts load (each seeded sport has 3). */
export const LOADING_ROWS = 3;

const pad = (value: number) => String(value).padStart(2, '0');

/** The stadium's bookable hours, 'HH:00' from opening to the last start an hour before closing. */
export function dayHours(stadium: Pick<StadiumSummary, 'opensAt' | 'closesAt'>): CourtGridColumn[] {
  const opens = Number(stadium.opensAt.slice(0, 2));
  const closes = Number(stadium.closesAt.slice(0, 2));
  return Array.from({ length: Math.max(closes - opens, 0) }, (_, index) => {
    const id = `${pad(opens + index)}:00`;
    const label = formatTime12h(id);
    return { id, label, shortLabel: label.replace(':00', '') };
  });
}

/** When an hour of a local day starts, in ms. */
function startOf(date: string, time: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day, Number(time.slice(0, 2))).getTime();
}

/**
 * A court's state at an hour: the player's own hold first, then free as the server says, else
 * gone by (it started before `now`) or taken. The API does not tell someone else's hold from a
 * booking, so such an hour shows as taken.
 */
export function cellStateOf(input: {
  court: CourtAvailability;
  date: string;
  time: string;
  myHolds: readonly LiveHold[];
  now: number;
}): CourtCellState {
  const { court, date, time, myHolds, now } = input;
  if (heldAt(myHolds, court, date, time)) return 'mine';
  if (court.freeTimes.includes(time)) return 'free';
  return startOf(date, time) < now ? 'past' : 'taken';
}

export interface CourtDayGridProps {
  stadium: StadiumSummary;
  sport: string;
  date: string;
  /** the chosen time: its column stands out and the keyboard starts there */
  time: string;
  /** the day's courts; undefined while they load */
  courts: CourtAvailability[] | undefined;
  /** the courts failed to load (the list below says so): no grid */
  failed?: boolean;
  myHolds: readonly LiveHold[];
  now: number;
}

/**
 * Every court of the sport against the stadium's hours on `date`. A free cell (or one the player
 * holds) goes to that court's confirmation page at that hour, as the list's links do.
 */
export function CourtDayGrid({
  stadium,
  sport,
  date,
  time,
  courts,
  failed = false,
  myHolds,
  now,
}: CourtDayGridProps) {
  const navigate = useNavigate();
  const columns = dayHours(stadium);
  if (failed || courts?.length === 0) return null;
  const byId = new Map((courts ?? []).map((court) => [court.id, court]));
  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      {courts === undefined ? (
        <CourtGridSkeleton rows={LOADING_ROWS} columns={columns} />
      ) : (
        <CourtGrid
          label={`${sportName(sport)} courts at ${stadium.name} on ${formatDate(date)}`}
          rows={courts}
          columns={columns}
          sport={sport}
          chosenColumnId={time}
          stateOf={(row, column) => {
            const court = byId.get(row.id);
            return court ? cellStateOf({ court, date, time: column.id, myHolds, now }) : 'taken';
          }}
          onChoose={(row, column) => {
            const court = byId.get(row.id);
            if (!court) return;
            const hold = heldAt(myHolds, court, date, column.id);
            void navigate(
              courtPath(stadium.id, sport, court.number, date, hold?.time ?? column.id),
            );
          }}
        />
      )}
      <CourtGridLegend
        states={
          date === localCalendarDate(now)
            ? ['free', 'taken', 'mine', 'past']
            : ['free', 'taken', 'mine']
        }
      />
    </div>
  );
}
