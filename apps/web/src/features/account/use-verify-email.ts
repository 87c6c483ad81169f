import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSendOnce } from '../../lib/use-send-once.ts';
import { myProfileKeys } from '../auth/auth-api.ts';
import { verifyEmail } from './account-api.ts';

/**
 * Follows a verification link once, as the page opens: React's strict mode runs effects twice,
 * and a second request would find the link spent. The profile is read again after, so the
 * banner asking to verify goes. `token` is null when the address has no usable one.
 */
export function useVerifyEmail(token: string | null) {
  const queryClient = useQueryClient();
  const verification = useSendOnce({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileKeys.all }),
  });
  const sentFor = useRef<string | null>(null);
  const { mutate } = verification;
  useEffect(() => {
    if (token === null || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);
  return verification;
}
