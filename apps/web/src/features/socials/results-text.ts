import { useState } from 'react';

export const EMPTY_LIST_TEXT =
  'No socials found matching your search. Please try different keywords.';

export function resultsText(total: number): string {
  if (total === 0) return EMPTY_LIST_TEXT;
  return total === 1 ? '1 social found' : `${total} socials found`;
}

/**
 * What the list's polite live region says: the number of results, once a new search or type
 * filter (`filtersKey`) has its answer (`total`, null while it has none). Silent on the first
 * load and on page changes, where the new content speaks for itself.
 */
export function useResultsAnnouncement(filtersKey: string, total: number | null): string {
  const [announced, setAnnounced] = useState({ filtersKey, text: '', count: 0 });
  if (total !== null && announced.filtersKey !== filtersKey) {
    setAnnounced({ filtersKey, text: resultsText(total), count: announced.count + 1 });
  }
  // Screen readers skip a live region whose text did not change: the same count after another
  // search differs by a trailing no-break space, so it is read again.
  return announced.count % 2 === 0 ? announced.text : `${announced.text}\u00a0`;
}
