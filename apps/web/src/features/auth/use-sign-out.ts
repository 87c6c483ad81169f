import { toast } from '@betterplay/ui';
import { startTransition, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { loadOnce } from '../../lib/load-once.ts';
import { useAuth } from './auth-context.ts';

// The header ships with the shell: push's module (and its schemas) loads on the first sign-out.
const pushDevice = loadOnce(() => import('../push/push-device.ts'));

/** What a toast says after signing out. */
export interface Farewell {
  title: string;
  description?: string;
}

const SIGNED_OUT: Farewell = {
  title: 'Signed out',
  description: 'You have been successfully signed out.',
};

/**
 * Signs out on this device and goes home, with the toast `farewell` (the header's 'Signed out'
 * unless told). A constant, as it is a dependency of the callback.
 */
export function useSignOut(farewell: Farewell = SIGNED_OUT) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(() => {
    // Leave first, so signed-in-only screens are not rendered without a user: the router shows
    // the home page in a transition, and signing out joins it as one (React renders pending
    // transitions together), even when it follows a request rather than a click.
    void navigate('/');
    // The next person on this browser must not get the pushes of the one who left.
    void pushDevice()
      .then(({ forgetPushOnThisBrowser }) => forgetPushOnThisBrowser())
      .catch(() => undefined);
    startTransition(signOut);
    toast(farewell);
  }, [navigate, signOut, farewell]);
}
