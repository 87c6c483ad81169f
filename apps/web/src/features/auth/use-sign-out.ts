import { toast } from '@betterplay/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { loadOnce } from '../../lib/load-once.ts';
import { useAuth } from './auth-context.ts';

// The header ships with the shell: push's module (and its schemas) loads on the first sign-out.
const pushDevice = loadOnce(() => import('../push/push-device.ts'));

export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(() => {
    // Leave first, so signed-in-only screens are not rendered without a user.
    void navigate('/');
    // The next person on this browser must not get the pushes of the one who left.
    void pushDevice()
      .then(({ forgetPushOnThisBrowser }) => forgetPushOnThisBrowser())
      .catch(() => undefined);
    signOut();
    toast({ title: 'Signed out', description: 'You have been successfully signed out.' });
  }, [navigate, signOut]);
}
