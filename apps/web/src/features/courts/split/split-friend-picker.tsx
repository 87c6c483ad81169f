import { TEXT_LIMITS, type PlayerCard } from '@betterplay/contracts';
import { Avatar, Checkbox, Input, LoadState } from '@betterplay/ui';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { fullNameOf } from '../../friends/player-card.tsx';

/** The player's friends as the 'Invite friends' step gets them (a query's result). */
export interface SplitFriends {
  data: PlayerCard[] | undefined;
  error: Error | null;
  retry: () => void;
}

export const NO_FRIENDS_TEXT = "You haven't added any friends yet";

/** Friends whose name or one of whose sports contains the search, ignoring case. */
export function matchFriends(friends: readonly PlayerCard[], search: string): PlayerCard[] {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return [...friends];
  return friends.filter(
    (friend) =>
      fullNameOf(friend).toLowerCase().includes(wanted) ||
      friend.sports.some((sport) => sport.toLowerCase().includes(wanted)),
  );
}

interface SplitFriendPickerProps {
  friends: SplitFriends;
  chosenIds: readonly string[];
  onToggle: (friendId: string) => void;
  disabled?: boolean;
}

/** A search over the player's friends and a checkbox for each (name and sports). */
export function SplitFriendPicker({
  friends,
  chosenIds,
  onToggle,
  disabled = false,
}: SplitFriendPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const all = friends.data ?? [];
  const shown = matchFriends(all, search);

  return (
    <div className="grid min-w-0 gap-3">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          maxLength={TEXT_LIMITS.search}
          aria-label="Search friends"
          placeholder="Search by name or sport"
          autoComplete="off"
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <LoadState
        loading={friends.data === undefined && friends.error === null}
        loadingText="Loading your friends..."
        error={friends.data === undefined ? friends.error : null}
        onRetry={friends.retry}
        empty={shown.length === 0}
        emptyText={
          all.length === 0 ? (
            <span className="grid gap-2">
              <span>{NO_FRIENDS_TEXT}</span>
              <Link to="/friends" className="font-medium text-primary underline underline-offset-4">
                Find friends
              </Link>
            </span>
          ) : (
            `No friends match “${search.trim()}”`
          )
        }
        minHeight="6rem"
      >
        <ul aria-label="Your friends" className="grid max-h-72 gap-1 overflow-y-auto">
          {shown.map((friend) => {
            const checkboxId = `${id}-${friend.id}`;
            const name = fullNameOf(friend);
            return (
              <li
                key={friend.id}
                className="flex min-h-11 items-center gap-3 rounded-md px-2 py-1.5 hover:bg-muted/60"
              >
                <Checkbox
                  id={checkboxId}
                  checked={chosenIds.includes(friend.id)}
                  disabled={disabled}
                  onCheckedChange={() => onToggle(friend.id)}
                  aria-describedby={friend.sports.length > 0 ? `${checkboxId}-sports` : undefined}
                />
                <span aria-hidden>
                  <Avatar
                    size="sm"
                    src={friend.avatar}
                    firstName={friend.firstName}
                    lastName={friend.lastName}
                  />
                </span>
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <label htmlFor={checkboxId} className="cursor-pointer text-sm font-medium">
                    {name}
                  </label>
                  {friend.sports.length > 0 ? (
                    <span id={`${checkboxId}-sports`} className="text-xs text-muted-foreground">
                      {friend.sports.join(', ')}
                    </span>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </LoadState>
    </div>
  );
}
