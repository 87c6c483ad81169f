import { Button, LoadState, useLiveAnnouncement } from '@betterplay/ui';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { CARD_GRID, FriendCardItem } from './friend-card-item.tsx';
import { playerSearchQueryOptions } from './friends-api.ts';

export const noPlayersText = (query: string) => `No players found matching "${query}"`;

function foundText(count: number, more: boolean) {
  if (count === 0) return null;
  const players = count === 1 ? '1 player' : `${count} players`;
  return more ? `${players} shown, more to load` : `${players} found`;
}

/**
 * The players a search finds, a page at a time ('Load more players'). `query` is what was sent,
 * or '' while the typed text waits for the debounce.
 */
export function PlayerResults({ query }: { query: string }) {
  const search = useInfiniteQuery({
    ...playerSearchQueryOptions(query),
    enabled: query !== '',
    // While the next search runs, the last one's cards stay (dimmed) instead of a blank.
    placeholderData: keepPreviousData,
  });
  const players = search.data?.pages.flatMap((page) => page.results) ?? [];
  const settled = search.isSuccess && !search.isPlaceholderData;
  const emptyText = noPlayersText(query);
  const announcement = useLiveAnnouncement(
    `${query} ${search.data?.pages.length ?? 0}`,
    settled ? (foundText(players.length, search.hasNextPage) ?? emptyText) : null,
  );

  return (
    <>
      <p role="status" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
      <LoadState
        // The last search's cards stand in while this one runs, but not its 'No players found'.
        loading={
          (search.data === undefined && !search.isError) ||
          (search.isPlaceholderData && players.length === 0)
        }
        loadingText="Searching players..."
        // A page that failed after the first keeps the cards: it is reported by 'Load more'.
        error={search.isError && !search.isFetchNextPageError ? search.error : null}
        onRetry={() => void search.refetch()}
        empty={players.length === 0}
        emptyText={<p className="font-medium text-foreground">{emptyText}</p>}
        minHeight="12rem"
      >
        <div className="grid gap-4">
          <ul
            aria-label="Players found"
            aria-busy={search.isPlaceholderData || undefined}
            className={`${CARD_GRID} transition-opacity ${search.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {players.map((player) => (
              <FriendCardItem key={player.id} player={player} />
            ))}
          </ul>
          {search.isFetchNextPageError ? (
            <p role="alert" className="text-center text-sm font-medium">
              Could not load more players: {search.error.message}
            </p>
          ) : null}
          {search.hasNextPage && !search.isPlaceholderData ? (
            <Button
              variant="outline"
              className="justify-self-center"
              aria-disabled={search.isFetchingNextPage || undefined}
              onClick={() => {
                if (!search.isFetchingNextPage) void search.fetchNextPage();
              }}
            >
              {search.isFetchingNextPage ? 'Loading more players...' : 'Load more players'}
            </Button>
          ) : null}
        </div>
      </LoadState>
    </>
  );
}
