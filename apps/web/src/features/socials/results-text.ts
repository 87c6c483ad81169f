export const EMPTY_LIST_TEXT =
  'No socials found matching your search. Please try different keywords.';

/** What the list's live region says when a search or type filter has its answer. */
export function resultsText(total: number): string {
  if (total === 0) return EMPTY_LIST_TEXT;
  return total === 1 ? '1 social found' : `${total} socials found`;
}

/** What it says when another page of the same search has loaded. */
export function pageText(page: number, totalPages: number): string {
  return `Page ${page} of ${totalPages}`;
}
