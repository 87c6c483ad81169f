import { messageOf } from '@betterplay/contracts';
import { toast } from '@betterplay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useSendOnce } from '../../lib/use-send-once.ts';
import { notificationKeys } from '../notifications/notifications-api.ts';
import { decideJoinRequest, organizerKeys, type RequestDecision } from './organizer-api.ts';

/** Accepts or rejects one request, then reloads the dashboard's lists and the bell. */
export function useRequestDecision(requestId: string) {
  const queryClient = useQueryClient();
  return useSendOnce({
    mutationFn: (decision: RequestDecision) => decideJoinRequest(requestId, decision),
    onSuccess: ({ message }) => {
      if (message !== '') toast({ title: message });
    },
    onError: (error, decision) => {
      toast({
        title:
          decision === 'accept' ? 'Could not accept the request' : 'Could not reject the request',
        description: messageOf(error),
        variant: 'destructive',
      });
    },
    // Even a refusal (e.g. the social filled up) means the lists may have changed.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizerKeys.all }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}
