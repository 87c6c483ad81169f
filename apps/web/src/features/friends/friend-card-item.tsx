import type { PlayerCard as Player } from '@betterplay/contracts';
import { FriendActions } from './friend-actions.tsx';
import { PlayerCard } from './player-card.tsx';
import { useFriendChange } from './use-friend-change.ts';

/** One card of the friends screen's lists, with its add or remove action wired to the server. */
export function FriendCardItem({ player, onRemoved }: { player: Player; onRemoved?: () => void }) {
  const change = useFriendChange(player, onRemoved);
  return (
    <li>
      <PlayerCard
        player={player}
        actions={
          <FriendActions
            player={player}
            pending={change.pending}
            onAdd={change.add}
            onRemove={change.remove}
          />
        }
      />
    </li>
  );
}

export const CARD_GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3';
