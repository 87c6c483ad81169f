export type PageItem = number | 'gap-before' | 'gap-after';

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
