import { TEXT_LIMITS } from '@betterplay/contracts';
import {
  Button,
  Input,
  LoadState,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@betterplay/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Search, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { friendsQueryOptions, playerSearchQueryOptions } from '../friends/friends-api.ts';
import { PersonRow } from './person-row.tsx';

interface FindFriendsPanelProps {
  /** opens (or starts) my conversation with this player */
  onChoose: (userId: string) => void;
}

/**
 * 'Find Friends to Chat With': my friends, or the players a search by name finds, as one types
 * (like the Friends page) or at once on Enter or the Search button. Choosing one opens our
 * conversation.
 */
export function FindFriendsPanel({ onChoose }: FindFriendsPanelProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const typed = draft.trim();
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // Enter or Search sends what is typed without waiting for the pause.
  const [submitted, setSubmitted] = useState<string | null>(null);
  const query = submitted === typed ? typed : settled;
  const friends = useQuery({ ...friendsQueryOptions(), enabled: open && query === '' });
  const search = useInfiniteQuery({
    ...playerSearchQueryOptions(query),
    enabled: open && query !== '',
  });
  const searching = query !== '';
  const people =
    (searching ? search.data?.pages.flatMap((page) => page.results) : friends.data) ?? [];
  const shown = searching ? search : friends;

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="outline" className="w-full">
          <UserPlus aria-hidden />
          Find more people to chat
        </Button>
      </SheetTrigger>
      <SheetContent className="w-full sm:max-w-md">
        <SheetHeader>
          <SheetTitle>Find Friends to Chat With</SheetTitle>
          <SheetDescription>
            Search players by name, or choose one of your friends.
          </SheetDescription>
        </SheetHeader>
        <form
          role="search"
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(typed);
          }}
        >
          <Input
            type="search"
            maxLength={TEXT_LIMITS.search}
            aria-label="Search by name"
            placeholder="Search by name..."
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit">
            <Search aria-hidden />
            Search
          </Button>
        </form>
        <LoadState
          loading={shown.isPending}
          loadingText={searching ? 'Searching...' : 'Loading your friends...'}
          error={shown.isError ? shown.error : null}
          onRetry={() => void shown.refetch()}
          empty={people.length === 0}
          emptyText="No friends found."
          minHeight="8rem"
        >
          <ul aria-label={searching ? 'Players found' : 'Your friends'} className="divide-y">
            {people.map((person) => (
              <PersonRow
                key={person.id}
                person={person}
                onChoose={({ id }) => {
                  setOpen(false);
                  onChoose(id);
                }}
              />
            ))}
          </ul>
          {searching && search.hasNextPage ? (
            <Button
              variant="outline"
              disabled={search.isFetchingNextPage}
              onClick={() => void search.fetchNextPage()}
            >
              {search.isFetchingNextPage ? 'Loading more...' : 'Show more players'}
            </Button>
          ) : null}
        </LoadState>
      </SheetContent>
    </Sheet>
  );
}
