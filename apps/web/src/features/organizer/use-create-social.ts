import { toast } from '@betterplay/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { createSocial, organizerKeys } from './organizer-api.ts';
import { buildCreateSocialPayload, type CreateSocialFormValues } from './social-payload.ts';

function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.message !== '' ? error.message : 'Please try again.';
}

/** Sends the event create payload; on success shows 'Event created!' and opens the event list. */
export function useCreateSocial() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (values: CreateSocialFormValues) => createSocial(buildCreateSocialPayload(values)),
    onSuccess: async () => {
      toast({ title: 'Event created!' });
      await queryClient.invalidateQueries({ queryKey: organizerKeys.socials });
      await navigate('/view-social-events');
    },
    onError: (error) => {
      toast({
        title: 'Failed to create event',
        description: failureMessage(error),
        variant: 'destructive',
      });
    },
  });
}
