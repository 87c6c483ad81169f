import { TEXT_LIMITS } from '@betterplay/contracts';
import { Input, Label, PageHeader } from '@betterplay/ui';
import { Search } from 'lucide-react';
import { useRef, useState } from 'react';
import { usePageTitle } from '../../app/page-title.ts';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { FriendList } from './friend-list.tsx';
import { PlayerResults } from './player-results.tsx';

export const SEARCH_PLACEHOLDER = 'Search for players by name or sport...';

/**
 * /friends: with the search box empty, the players I follow; with text in it, the players the
 * server finds by name or sport, each with Add Friend or, for a friend, Chat, Profile and Remove.
 */
export function FriendsPage() {
  const headingRef = usePageTitle('Friends');
  const searchRef = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState('');
  const typed = search.trim();
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);

  return (
    <section className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <PageHeader title="Friends" headingRef={headingRef} />
      <div role="search" className="grid gap-1.5">
        <Label htmlFor="players-search" className="sr-only">
          Search for players
        </Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            ref={searchRef}
            id="players-search"
            type="search"
            maxLength={TEXT_LIMITS.search}
            className="pl-9"
            placeholder={SEARCH_PLACEHOLDER}
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      {typed === '' ? (
        <FriendList searchRef={searchRef} />
      ) : (
        // Until the typed text settles, the results wait ('Searching players...').
        <PlayerResults query={typed === query ? query : ''} />
      )}
    </section>
  );
}
