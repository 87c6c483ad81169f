import type { PlayerCard, PlayerSearchPage } from '@betterplay/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { friendsKeys } from './friends-api.ts';

const byName = (a: PlayerCard, b: PlayerCard) =>
  a.firstName.localeCompare(b.firstName, undefined, { sensitivity: 'base' }) ||
  a.lastName.localeCompare(b.lastName, undefined, { sensitivity: 'base' });

/**
 * A friend was added or removed (`card` is the server's answer): every loaded search shows the
 * card as it is now, and my friends list gains or loses it at once. The list is refetched too,
 * since the server's order decides.
 */
export async function applyFriendChange(queryClient: QueryClient, card: PlayerCard) {
  queryClient.setQueriesData<InfiniteData<PlayerSearchPage>>(
    { queryKey: friendsKeys.searches() },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          results: page.results.map((result) => (result.id === card.id ? card : result)),
        })),
      },
  );
  queryClient.setQueryData<PlayerCard[]>(friendsKeys.list(), (friends) => {
    if (friends === undefined) return friends;
    const others = friends.filter((friend) => friend.id !== card.id);
    return card.isFriend ? [...others, card].sort(byName) : others;
  });
  await queryClient.invalidateQueries({ queryKey: friendsKeys.list() });
}
