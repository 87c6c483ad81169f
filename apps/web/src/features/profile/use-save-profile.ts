import {
  GENERIC_FAILURE,
  messageOf,
  PROFILE_MESSAGES,
  type UserProfile,
} from '@betterplay/contracts';
import { toast } from '@betterplay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useSendOnce } from '../../lib/use-send-once.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../auth/auth-context.ts';
import { myProfileKeys } from '../auth/auth-api.ts';
import type { SaveFailure } from './profile-edit-form.tsx';
import { profileFormData, type ProfileFormOutput } from './profile-form.ts';
import { saveProfile } from './profile-api.ts';

/**
 * Saves the profile form. The answer is a new token (it carries the new first name): it replaces
 * the cookie for 365 days, and the profile is read again before the form closes, so view mode
 * shows what was saved.
 */
export function useSaveProfile(saved: UserProfile | undefined, onSaved: () => void) {
  const { signIn } = useAuth();
  const queryClient = useQueryClient();
  const mutation = useSendOnce({
    mutationFn: async (values: ProfileFormOutput) => {
      if (!saved) throw new ApiError(GENERIC_FAILURE, 0);
      return saveProfile(profileFormData(values, saved));
    },
    onSuccess: async (token) => {
      signIn(token);
      await queryClient.invalidateQueries({ queryKey: myProfileKeys.all });
      toast({ title: PROFILE_MESSAGES.saved });
      onSaved();
    },
  });
  const failure: SaveFailure | null =
    mutation.error === null
      ? null
      : {
          message: messageOf(mutation.error),
          details: mutation.error instanceof ApiError ? mutation.error.details : [],
        };
  return { save: mutation.mutate, saving: mutation.isPending, failure, reset: mutation.reset };
}
