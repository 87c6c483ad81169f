import { ACCOUNT_MESSAGES, GENERIC_FAILURE, type ChangePasswordInput } from '@betterplay/contracts';
import { toast } from '@betterplay/ui';
import { useMemo, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useSendOnce } from '../../lib/use-send-once.ts';
import { useAuth } from '../auth/auth-context.ts';
import { changePassword } from './account-api.ts';
import { formFailureOf } from './form-failure.ts';

/**
 * Changes the password. The answer is a new token, kept as signing in keeps it, so this device
 * stays signed in while the others are signed out. A wrong current password shows under its field.
 */
export function useChangePassword() {
  const { signIn } = useAuth();
  const [changes, setChanges] = useState(0);
  const mutation = useSendOnce({
    mutationFn: async (values: ChangePasswordInput) => {
      const user = signIn(await changePassword(values));
      if (!user) throw new ApiError(GENERIC_FAILURE, 0);
    },
    onSuccess: () => {
      setChanges((count) => count + 1);
      toast({ title: ACCOUNT_MESSAGES.passwordChanged });
    },
  });
  const { error } = mutation;
  const failure = useMemo(() => (error ? formFailureOf(error, 'currentPassword') : null), [error]);
  return { change: mutation.mutate, saving: mutation.isPending, failure, changes };
}
