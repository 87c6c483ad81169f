import { Button } from '@betterplay/ui';

type PageItem = number | 'gap-before' | 'gap-after';

/** Every page when there are few; otherwise the first, the last and the current page's neighbours. */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(current - 1, totalPages - 4));
  const end = Math.min(totalPages - 1, Math.max(current + 1, 5));
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [
    1,
    ...(start > 2 ? (['gap-before'] as const) : []),
    ...middle,
    ...(end < totalPages - 1 ? (['gap-after'] as const) : []),
    totalPages,
  ];
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1">
      <Button
        variant="outline"
        size="sm"
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
            className="min-w-8"
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPageChange(item)}
          >
            {item}
          </Button>
        ) : (
          <span key={item} aria-hidden className="px-1 text-muted-foreground">
            …
          </span>
        ),
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
