import { ACCOUNT_MESSAGES, GENERIC_FAILURE, type ResetPasswordInput } from '@betterplay/contracts';
import { toast } from '@betterplay/ui';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { decodeTokenClaims } from '../../lib/jwt.ts';
import { useSendOnce } from '../../lib/use-send-once.ts';
import { useAuth } from '../auth/auth-context.ts';
import { resetPassword } from './account-api.ts';

/**
 * Sends the new password with the link's token. The answer is a token, kept as signing in keeps
 * it: the person is signed in here (and out everywhere else) and lands on the home page.
 */
export function useResetPassword() {
  const { user: current, signIn, signOut } = useAuth();
  const navigate = useNavigate();
  return useSendOnce({
    mutationFn: async (input: ResetPasswordInput) => {
      const token = await resetPassword(input);
      // Someone else signed in on this browser leaves first: their data is not this person's.
      if (current !== null && decodeTokenClaims(token)?.sub !== current.id) signOut();
      const user = signIn(token);
      if (!user) throw new ApiError(GENERIC_FAILURE, 0);
      return user;
    },
    onSuccess: async () => {
      // The link is spent: Back must not return to it.
      await navigate('/', { replace: true });
      toast({ title: ACCOUNT_MESSAGES.passwordReset });
    },
  });
}
