import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { StatusChip, type ChipStatus } from '../chip/social-chips.tsx';
import { cn } from '../lib/cn.ts';
import { SportMark } from '../sport-icon/sport-icon.tsx';

export interface AgendaItemProps {
  /** The sport's name ('Badminton'): its mark, named for screen readers */
  sport: string;
  /** The item's name, bold; often a link to it */
  title: ReactNode;
  /** Where and when, muted: 'MSAC · 6:00 PM' */
  meta: ReactNode;
  /** Where the person stands */
  status?: ChipStatus;
  /** The place in the line, for 'waitlisted' ('Waitlist #2') */
  position?: number;
  /** More chips after the status (places, price) */
  chips?: ReactNode;
  /** Buttons and links acting on the item, always shown */
  actions?: ReactNode;
  /** The item's details, drawn only while open; with it the card gets a toggle */
  renderDetails?: () => ReactNode;
  /** Names the toggle: 'Details for Friday Night Smash' */
  detailsLabel?: string;
  className?: string;
}

/**
 * One thing on an agenda (a social, a court), as a card: the sport's mark, the name, where and
 * when, the status chip, its actions, and optionally details that open below.
 */
export function AgendaItem({
  sport,
  title,
  meta,
  status,
  position,
  chips,
  actions,
  renderDetails,
  detailsLabel = 'Details',
  className,
}: AgendaItemProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const hasChips = status !== undefined || chips !== undefined;
  return (
    <li
      data-slot="agenda-item"
      className={cn(
        'grid min-w-0 items-start gap-x-3 gap-y-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5',
        renderDetails === undefined
          ? 'grid-cols-[auto_minmax(0,1fr)]'
          : 'grid-cols-[auto_minmax(0,1fr)_auto]',
        className,
      )}
    >
      <SportMark sport={sport} label={sport} />
      <div className="grid min-w-0 gap-1">
        <div className="font-semibold">{title}</div>
        <div className="text-sm text-muted-foreground">{meta}</div>
        {hasChips ? (
          <div className="mt-1 flex flex-wrap gap-2">
            {status === undefined ? null : <StatusChip status={status} position={position} />}
            {chips}
          </div>
        ) : null}
      </div>
      {renderDetails === undefined ? null : (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="-mt-2 -mr-2 size-11 sm:-mt-1 sm:-mr-1 sm:size-9"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={detailsLabel}
          onClick={() => setOpen((was) => !was)}
        >
          <ChevronDown
            aria-hidden
            className={cn(
              'transition-transform duration-200 ease-out motion-reduce:transition-none',
              open && 'rotate-180',
            )}
          />
        </Button>
      )}
      {actions === undefined ? null : (
        <div className="col-span-full flex flex-wrap items-center gap-2">{actions}</div>
      )}
      {renderDetails === undefined ? null : (
        // Always present, so the toggle's aria-controls never points at nothing.
        <div id={detailsId} hidden={!open} className="col-span-full border-t pt-3">
          {open ? renderDetails() : null}
        </div>
      )}
    </li>
  );
}
