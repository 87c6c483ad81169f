import { Check, Clock, Minus, X } from 'lucide-react';
import { cn } from '../lib/cn.ts';

/**
 * What a court is at an hour: free to book, taken (booked or held), held by the person looking
 * (`mine`), held by someone else for a few minutes (`held`, when the data tells it apart from
 * taken), or already gone by (`past`).
 */
export type CourtCellState = 'free' | 'taken' | 'mine' | 'held' | 'past';

export const COURT_CELL_STATES = ['free', 'taken', 'mine', 'held', 'past'] as const;

/** The words each state is named with: 'Court 2, 6:00 PM, free'. */
export const COURT_CELL_WORDS: Record<CourtCellState, string> = {
  free: 'free',
  taken: 'taken',
  mine: 'held by you',
  held: 'held by someone else',
  past: 'past',
};

/** The states a person can act on: a free cell books, one they hold goes back to their hold. */
export const isChoosable = (state: CourtCellState) => state === 'free' || state === 'mine';

// Never colour alone: every state but free carries its own mark, and free is an empty outline.
const STRIPES =
  'bg-[repeating-linear-gradient(135deg,color-mix(in_oklab,var(--color-muted-foreground)_30%,transparent)_0_4px,transparent_4px_9px)]';
const LOOKS: Record<CourtCellState, string> = {
  free: 'border border-input bg-card group-hover:border-(--sport-tone) group-hover:bg-(--sport-tint) group-focus-visible:border-(--sport-tone) group-focus-visible:bg-(--sport-tint)',
  taken: 'bg-muted text-muted-foreground',
  mine: 'bg-primary text-primary-foreground',
  held: cn('border border-dashed border-input text-muted-foreground', STRIPES),
  past: 'border border-dashed border-border text-muted-foreground',
};

function StateMark({ state }: { state: CourtCellState }) {
  const icon = 'size-4';
  if (state === 'mine') return <Check className={icon} strokeWidth={3} aria-hidden />;
  if (state === 'taken') return <X className={icon} aria-hidden />;
  if (state === 'held') return <Clock className={icon} aria-hidden />;
  if (state === 'past') return <Minus className={icon} aria-hidden />;
  return null;
}

/**
 * The look of one cell: a 44 px square (at least) with the state's fill and mark. `CourtGrid`
 * puts it in its cells; a legend shows it beside the state's name.
 */
export function CourtCellBox({ state, className }: { state: CourtCellState; className?: string }) {
  return (
    <span
      data-slot="court-cell"
      data-state={state}
      className={cn(
        'flex h-11 min-w-11 items-center justify-center rounded-md transition-colors duration-150 ease-out motion-reduce:transition-none',
        'group-focus-visible:ring-2 group-focus-visible:ring-ring group-focus-visible:ring-offset-2 group-focus-visible:ring-offset-card',
        LOOKS[state],
        className,
      )}
    >
      <StateMark state={state} />
    </span>
  );
}

const LEGEND_WORDS: Record<CourtCellState, string> = {
  free: 'Free',
  taken: 'Taken',
  mine: 'Held by you',
  held: 'Held by someone else',
  past: 'Past',
};

/** What each cell's look means, for the states a grid can show. */
export function CourtGridLegend({
  states = COURT_CELL_STATES,
  className,
}: {
  states?: readonly CourtCellState[];
  className?: string;
}) {
  return (
    <ul
      data-slot="court-grid-legend"
      aria-label="Key"
      className={cn('flex flex-wrap gap-x-4 gap-y-2 text-sm', className)}
    >
      {states.map((state) => (
        <li key={state} className="flex items-center gap-2">
          <CourtCellBox state={state} className="h-6 min-w-6 [&_svg]:size-3.5" />
          {LEGEND_WORDS[state]}
        </li>
      ))}
    </ul>
  );
}
