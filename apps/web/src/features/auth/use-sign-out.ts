import { toast } from '@betterplay/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { forgetPushOnThisBrowser } from '../push/push-device.ts';
import { useAuth } from './auth-context.ts';

export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(() => {
    // Leave first, so signed-in-only screens are not rendered without a user.
    void navigate('/');
    // The next person on this browser must not get the pushes of the one who left.
    void forgetPushOnThisBrowser().catch(() => undefined);
    signOut();
    toast({ title: 'Signed out', description: 'You have been successfully signed out.' });
  }, [navigate, signOut]);
}
