import type { CreateJoinRequestInput } from '@betterplay/contracts';
import { toast } from '@betterplay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { needsCard, toastPaymentFailure } from '../../lib/payment-failure-toast.ts';
import { useSendOnce } from '../../lib/use-send-once.ts';
import { useNavigate } from 'react-router';
import { activityKeys } from '../activity/activity-api.ts';
import { clearJoinDraft } from './join-draft.ts';
import { sendJoinRequest, socialKeys } from './socials-api.ts';

/** Sends the request; on success the draft is cleared and the player lands on /activity. */
export function useSendJoinRequest() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useSendOnce({
    mutationFn: (input: CreateJoinRequestInput) => sendJoinRequest(input),
    onSuccess: async ({ message }) => {
      clearJoinDraft();
      toast({ title: message });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys.all }),
        // This social's pages now say 'Request sent'.
        queryClient.invalidateQueries({ queryKey: socialKeys.viewers() }),
      ]);
      await navigate('/activity');
    },
    onError: (error) => {
      toastPaymentFailure(error.message, {
        needsCard: needsCard(error),
        openProfile: () => void navigate('/profile'),
      });
    },
  });
}
