import { cn } from '../lib/cn.ts';

export interface AgendaSkeletonProps {
  /** How many days to stand for */
  days?: number;
  /** How many items under each day */
  itemsPerDay?: number;
  /** Said to screen readers (and shown) while the agenda loads */
  label: string;
  className?: string;
}

const shimmer = 'animate-pulse rounded-md bg-muted motion-reduce:animate-none';

/**
 * What an agenda shows while it loads: day headers and item cards of their final size, so the
 * page does not move when the items arrive. The shimmer stops under prefers-reduced-motion.
 */
export function AgendaSkeleton({
  days = 2,
  itemsPerDay = 2,
  label,
  className,
}: AgendaSkeletonProps) {
  return (
    <div role="status" data-slot="agenda-skeleton" className={cn('grid gap-6', className)}>
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      {Array.from({ length: days }, (_, day) => (
        <div key={day} aria-hidden className="grid gap-3">
          <div className="flex items-center gap-3">
            <div className={cn(shimmer, 'h-13 w-12')} />
            <div className={cn(shimmer, 'h-6 w-28')} />
          </div>
          {Array.from({ length: itemsPerDay }, (_, item) => (
            <div
              key={item}
              className="grid grid-cols-[auto_minmax(0,1fr)] gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
            >
              <div className={cn(shimmer, 'size-10 rounded-full')} />
              <div className="grid gap-1">
                <div className={cn(shimmer, 'h-6 w-3/5')} />
                <div className={cn(shimmer, 'h-5 w-2/5')} />
                <div className={cn(shimmer, 'mt-1 h-6 w-24 rounded-full')} />
              </div>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
