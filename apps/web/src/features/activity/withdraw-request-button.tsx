import { Button, toast } from '@betterplay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import { useSendOnce } from '../../lib/use-send-once.ts';
import { socialKeys } from '../socials/socials-api.ts';
import { activityKeys } from './activity-api.ts';

async function withdrawRequest(requestId: string) {
  return apiRequest(`/user/social/booking/request/${encodeURIComponent(requestId)}`, {
    method: 'DELETE',
    schema: z.null(),
  });
}

/** Takes back a request the organiser has not decided on yet. */
export function WithdrawRequestButton({
  requestId,
  socialName,
}: {
  requestId: string;
  socialName: string;
}) {
  const queryClient = useQueryClient();
  const withdraw = useSendOnce({
    mutationFn: () => withdrawRequest(requestId),
    onSuccess: async ({ message }) => {
      toast({ title: message });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
        queryClient.invalidateQueries({ queryKey: socialKeys.viewers() }),
      ]);
    },
    onError: (error) => toast({ title: error.message, variant: 'destructive' }),
  });
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={withdraw.isPending}
      aria-label={`Withdraw request: ${socialName}`}
      onClick={() => withdraw.mutate()}
    >
      Withdraw request
    </Button>
  );
}
