import { FRIENDS_TEXTS, type Notification } from '@betterplay/contracts';
import { toast } from '@betterplay/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadOnce } from '../../lib/load-once.ts';
import { notificationKeys } from './notifications-api.ts';

// The bell is in the shell: the friends API loads on the first 'Add back', not with every page.
const loadFriendsApi = loadOnce(() => import('../friends/friends-api.ts'));

/** Marks every 'added you' entry from this player as answered, so 'Add back' goes away. */
function withFriend(list: Notification[] | undefined, playerId: string) {
  return list?.map((entry) =>
    entry.kind === 'friend-added' && entry.playerId === playerId
      ? { ...entry, isFriend: true }
      : entry,
  );
}

/**
 * 'Add back' in a bell entry 'Nina Patel added you as a friend': adds Nina with the Friends
 * page's toasts ('Friend added', or 'Error' with what failed).
 */
export function useAddBack() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (playerId: string) => (await loadFriendsApi()).addFriend(playerId),
    onSuccess: async (_card, playerId) => {
      toast({ title: FRIENDS_TEXTS.added });
      queryClient.setQueryData<Notification[]>(notificationKeys.all, (list) =>
        withFriend(list, playerId),
      );
      const { friendsKeys } = await loadFriendsApi();
      await queryClient.invalidateQueries({ queryKey: friendsKeys.all });
    },
    onError: () => {
      toast({
        title: FRIENDS_TEXTS.error,
        description: FRIENDS_TEXTS.addFailed,
        variant: 'destructive',
      });
    },
  });
  return {
    addingBack: mutation.isPending ? mutation.variables : null,
    addBack: (playerId: string) => mutation.mutate(playerId),
  };
}
