import { LoadState } from '@betterplay/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { CARD_GRID, FriendCardItem } from './friend-card-item.tsx';
import { friendsQueryOptions } from './friends-api.ts';

export const NO_FRIENDS_TEXT = "You haven't added any friends yet";

/**
 * The players I follow (what the screen shows while the search box is empty). A removed friend
 * leaves the list: the focus moves to the card that takes its place, or to the search box.
 */
export function FriendList({ searchRef }: { searchRef: RefObject<HTMLInputElement | null> }) {
  const friends = useQuery(friendsQueryOptions());
  const listRef = useRef<HTMLUListElement>(null);
  // Where the last removed friend was, until its card has left the list.
  const [removed, setRemoved] = useState<{ id: string; index: number } | null>(null);
  const items = friends.data;

  useEffect(() => {
    if (removed === null || items?.some((friend) => friend.id === removed.id)) return;
    const cards = listRef.current?.querySelectorAll('[data-slot="player-card"]') ?? [];
    const card = cards[Math.min(removed.index, cards.length - 1)];
    const target = card?.querySelector<HTMLElement>('a, button') ?? searchRef.current;
    target?.focus();
    setRemoved(null);
  }, [removed, items, searchRef]);

  return (
    <LoadState
      loading={friends.isPending}
      loadingText="Loading your friends..."
      error={friends.isError ? friends.error : null}
      onRetry={() => void friends.refetch()}
      empty={items?.length === 0}
      emptyText={<p className="font-medium text-foreground">{NO_FRIENDS_TEXT}</p>}
      minHeight="12rem"
    >
      <ul ref={listRef} aria-label="Your friends" className={CARD_GRID}>
        {items?.map((friend, index) => (
          <FriendCardItem
            key={friend.id}
            player={friend}
            onRemoved={() => setRemoved({ id: friend.id, index })}
          />
        ))}
      </ul>
    </LoadState>
  );
}
