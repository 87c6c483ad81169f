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

export function Pagination({ page, totalPages, onPageChange, className }: PaginationProps) {
  return (
    <nav
      aria-label="Pagination"
      data-slot="pagination"
      className={cn('flex flex-wrap items-center justify-center gap-1', className)}
    >
      <Button
        variant="outline"
        size="sm"
        className={tapTarget}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </Button>
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
      <Button
        variant="outline"
        size="sm"
        className={tapTarget}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
