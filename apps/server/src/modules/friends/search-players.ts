import {
  PLAYER_SEARCH_PAGE_SIZE,
  SIGNUP_SPORTS,
  type PlayerSearchPage,
} from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { searchPlayerCards, type NameMatch } from '../users/player-search-repository.ts';

/** The sports a search text names: 'bad' and 'BADMINTON' both mean Badminton, 'b' two sports. */
export function sportsNamedBy(text: string): string[] {
  const lower = text.toLowerCase();
  return SIGNUP_SPORTS.filter((sport) => sport.toLowerCase().startsWith(lower));
}

/**
 * How a name search reads the text. With three letters or digits in a row it finds them anywhere
 * in the name ('org' finds Morgan). Shorter, a name part would match nearly everyone and the
 * trigram index could not narrow it down, so it finds names with a word starting with it
 * ('al' finds Alex and Tom Allen, not Sally): what people typing a name's start expect.
 */
export function nameMatchFor(text: string): NameMatch {
  return { text, mode: /[\p{L}\p{N}]{3}/u.test(text) ? 'anywhere' : 'wordStart' };
}

/**
 * Players by part of their name or by a sport they like, case-insensitive, never the searcher.
 * A private profile is found by name only: its sports are not shown, so they do not find it.
 */
export async function searchPlayers({
  deps,
  userId,
  q,
  page,
}: {
  deps: Deps;
  userId: string;
  /** trimmed, non-empty (the query schema sees to it) */
  q: string;
  page: number;
}): Promise<PlayerSearchPage> {
  const rows = await searchPlayerCards(deps.db, {
    viewerId: userId,
    name: nameMatchFor(q),
    sports: sportsNamedBy(q),
    offset: (page - 1) * PLAYER_SEARCH_PAGE_SIZE,
    // One more than a page says whether another page follows, without counting every match.
    limit: PLAYER_SEARCH_PAGE_SIZE + 1,
  });
  return {
    results: rows.slice(0, PLAYER_SEARCH_PAGE_SIZE),
    page,
    pageSize: PLAYER_SEARCH_PAGE_SIZE,
    hasMore: rows.length > PLAYER_SEARCH_PAGE_SIZE,
  };
}
