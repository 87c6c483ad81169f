import { socialsListPath } from '../sports/social-sports.ts';

/**
 * The address of each sport's list as the player last left it (`?q=&type=&page=`), held in
 * memory: a social's 'Back to {Sport} Socials' returns to that page of that search, as the
 * browser's Back does.
 */
const lastSearch = new Map<string, string>();

export function rememberListSearch(category: string, search: string) {
  lastSearch.set(category.toLowerCase(), search);
}

/** The sport's list, at the page and search the player last saw. */
export function lastListPath(category: string): string {
  return socialsListPath(category) + (lastSearch.get(category.toLowerCase()) ?? '');
}

export function forgetListSearches() {
  lastSearch.clear();
}
