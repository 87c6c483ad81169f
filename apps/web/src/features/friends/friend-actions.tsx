import type { PlayerCard as Player } from '@betterplay/contracts';
import { Button } from '@betterplay/ui';
import { LoaderCircle, MessageCircle, UserMinus, UserPlus, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { fullNameOf } from './player-card.tsx';

export type FriendChange = 'adding' | 'removing';

interface FriendActionsProps {
  player: Player;
  /** the change being sent for this player, if any */
  pending: FriendChange | null;
  onAdd: () => void;
  onRemove: () => void;
}

// aria-disabled rather than disabled while busy: a disabled button drops the keyboard focus.
const busyClass = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50';
const spinner = <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />;

/**
 * A friend: Chat, Profile and Remove. Anyone else: Add Friend. The Remove and Add Friend button
 * is one element in the same place, so when a change goes through the keyboard focus stays on
 * it (now offering the opposite).
 */
export function FriendActions({ player, pending, onAdd, onRemove }: FriendActionsProps) {
  const name = fullNameOf(player);
  const busy = pending !== null;
  const friend = player.isFriend;
  return (
    <div className={friend ? 'grid grid-cols-3 gap-2' : 'grid'}>
      {friend ? (
        <Button asChild variant="outline" size="sm">
          <Link to={`/chat?user=${encodeURIComponent(player.id)}`} aria-label={`Chat with ${name}`}>
            <MessageCircle aria-hidden />
            Chat
          </Link>
        </Button>
      ) : null}
      {friend ? (
        <Button asChild variant="outline" size="sm">
          <Link to={`/profile/${encodeURIComponent(player.id)}`} aria-label={`Profile of ${name}`}>
            <UserRound aria-hidden />
            Profile
          </Link>
        </Button>
      ) : null}
      <Button
        size="sm"
        variant={friend ? 'outline' : 'default'}
        className={busyClass}
        // The visible words first, so voice control users can say what they see.
        aria-label={`${friend ? 'Remove' : 'Add Friend'}: ${name}`}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (busy) return;
          if (friend) onRemove();
          else onAdd();
        }}
      >
        {busy ? spinner : friend ? <UserMinus aria-hidden /> : <UserPlus aria-hidden />}
        {friend ? 'Remove' : 'Add Friend'}
      </Button>
    </div>
  );
}
