import { Button } from '../button/button.tsx';
import { cn } from '../lib/cn.ts';
import { pageItems } from './page-items.ts';

export type PaginationProps = {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  className?: string;
};

// Tall enough to tap on a phone, compact from `sm` up.
const tapTarget = 'h-11 sm:h-8';

// Dimmed like a disabled button but still focusable, so reaching the first or last page with
// the keyboard leaves focus where it was instead of dropping it to the page.
const unavailable =
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-background aria-disabled:hover:text-foreground';

interface StepButtonProps {
  label: 'Previous' | 'Next';
  /** The page it leads to, or null when there is none that way. */
  target: number | null;
  onPageChange(page: number): void;
}

function StepButton({ label, target, onPageChange }: StepButtonProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      className={cn(tapTarget, unavailable)}
      aria-disabled={target === null ? 'true' : undefined}
      onClick={() => {
        if (target !== null) onPageChange(target);
      }}
    >
      {label}
    </Button>
  );
}

export function Pagination({ page, totalPages, onPageChange, className }: PaginationProps) {
  return (
    <nav
      aria-label="Pagination"
      data-slot="pagination"
      className={cn('flex flex-wrap items-center justify-center gap-1', className)}
    >
      <StepButton
        label="Previous"
        target={page > 1 ? page - 1 : null}
        onPageChange={onPageChange}
      />
      {pageItems(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            variant={item === page ? 'default' : 'outline'}
            size="sm"
            className={cn(tapTarget, 'min-w-11 px-2 sm:min-w-8')}
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPageChange(item)}
          >
            {item}
          </Button>
        ) : (
          <span key={item} aria-hidden="true" className="px-1 text-muted-foreground">
            …
          </span>
        ),
      )}
      <StepButton
        label="Next"
        target={page < totalPages ? page + 1 : null}
        onPageChange={onPageChange}
      />
    </nav>
  );
}
