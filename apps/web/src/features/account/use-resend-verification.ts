import { ACCOUNT_MESSAGES, messageOf } from '@betterplay/contracts';
import { toast } from '@betterplay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client.ts';
import { useSendOnce } from '../../lib/use-send-once.ts';
import { myProfileKeys } from '../auth/auth-api.ts';
import { resendVerification } from './account-api.ts';

export const RESEND_FAILED = 'The link was not sent';

/**
 * 'Resend': mails the signed-in person a new verification link and says so in a toast. Already
 * verified (on another device, say), the profile is read again, so the banner goes.
 */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useSendOnce({
    mutationFn: resendVerification,
    onSuccess: () => toast({ title: ACCOUNT_MESSAGES.verificationSent }),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'EMAIL_ALREADY_VERIFIED') {
        toast({ title: error.message });
        void queryClient.invalidateQueries({ queryKey: myProfileKeys.all });
        return;
      }
      toast({ title: RESEND_FAILED, description: messageOf(error), variant: 'destructive' });
    },
  });
}
