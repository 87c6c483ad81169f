import { FRIENDS_TEXTS, type PlayerCard } from '@betterplay/contracts';
import { toast } from '@betterplay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useSendOnce } from '../../lib/use-send-once.ts';
import type { FriendChange } from './friend-actions.tsx';
import { addFriend, friendsKeys, removeFriend } from './friends-api.ts';
import { applyFriendChange } from './friends-cache.ts';

/**
 * Adds or removes one player as a friend, with the product's toasts: 'Friend added' or 'Friend
 * removed', and 'Error' with what failed. `onRemoved` runs once a removal went through, e.g. to
 * move the focus off a card that leaves the list.
 */
export function useFriendChange(player: PlayerCard, onRemoved?: () => void) {
  const queryClient = useQueryClient();
  const mutation = useSendOnce({
    mutationFn: (change: FriendChange) =>
      change === 'adding' ? addFriend(player.id) : removeFriend(player.id),
    onSuccess: async (card, change) => {
      toast({ title: change === 'adding' ? FRIENDS_TEXTS.added : FRIENDS_TEXTS.removed });
      if (change === 'removing') onRemoved?.();
      await applyFriendChange(queryClient, card);
    },
    onError: async (_error, change) => {
      toast({
        title: FRIENDS_TEXTS.error,
        description: change === 'adding' ? FRIENDS_TEXTS.addFailed : FRIENDS_TEXTS.removeFailed,
        variant: 'destructive',
      });
      // The player may be gone, or the change may have gone through after all: ask again.
      await queryClient.invalidateQueries({ queryKey: friendsKeys.all });
    },
  });
  return {
    pending: mutation.isPending ? mutation.variables : null,
    add: () => mutation.mutate('adding'),
    remove: () => mutation.mutate('removing'),
  };
}
