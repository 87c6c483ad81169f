import { toast } from '@betterplay/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from './auth-context.ts';

export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(() => {
    // Leave first, so signed-in-only screens are not rendered without a user.
    void navigate('/');
    signOut();
    toast({ title: 'Signed out', description: 'You have been successfully signed out.' });
  }, [navigate, signOut]);
}
