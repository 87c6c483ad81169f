import { groupThousands } from '@betterplay/ui';

export const EMPTY_LIST_TEXT =
  'No socials found matching your search. Please try different keywords.';

/**
 * What the list's live region says when a search or type filter has its answer. A `capped` total
 * is where the server stopped counting: more socials match ('1,000+ socials found').
 */
export function resultsText(total: number, capped = false): string {
  if (total === 0) return EMPTY_LIST_TEXT;
  if (capped) return `${groupThousands(total)}+ socials found`;
  return total === 1 ? '1 social found' : `${groupThousands(total)} socials found`;
}

/** What it says when another page of the same search has loaded. */
export function pageText(page: number, totalPages: number): string {
  return `Page ${page} of ${totalPages}`;
}
