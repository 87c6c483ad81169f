import { messageOf, TRY_AGAIN, type CreateSocialInput } from '@betterplay/contracts';
import { toast } from '@betterplay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useSendOnce } from '../../lib/use-send-once.ts';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { createSocial, organizerKeys } from './organizer-api.ts';
import type { PayloadIssue } from './social-form-resolver.ts';

/** The fields a VALIDATION_FAILED answer complains about; none for any other failure. */
export function payloadIssuesOf(error: unknown): PayloadIssue[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [];
  return error.details;
}

/**
 * Sends the event create payload; on success shows 'Event created!' and opens the event list.
 * `showIssues` places a validation failure's messages under their fields and says whether it
 * could; any other failure is a toast.
 */
export function useCreateSocial(showIssues: (issues: PayloadIssue[]) => boolean) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useSendOnce({
    mutationFn: (payload: CreateSocialInput) => createSocial(payload),
    onSuccess: async () => {
      toast({ title: 'Event created!' });
      await queryClient.invalidateQueries({ queryKey: organizerKeys.socials });
      await navigate('/view-social-events');
    },
    onError: (error) => {
      if (showIssues(payloadIssuesOf(error))) return;
      toast({
        title: 'Failed to create event',
        description: messageOf(error, TRY_AGAIN),
        variant: 'destructive',
      });
    },
  });
}
