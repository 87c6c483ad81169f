type ResultsState = {
  isOpen: boolean;
  loading: boolean;
  resultCount: number;
  inputValue: string;
  emptyText?: string;
};

/**
 * What the combobox's live region says once a search settles: the number of results, or the
 * empty text. Nothing while closed or loading, so typing fast does not queue up stale counts.
 */
export function resultsText({
  isOpen,
  loading,
  resultCount,
  inputValue,
  emptyText,
}: ResultsState): string {
  if (!isOpen || loading) return '';
  if (resultCount === 1) return '1 result';
  if (resultCount > 1) return `${resultCount} results`;
  return inputValue !== '' && emptyText ? emptyText : '';
}
