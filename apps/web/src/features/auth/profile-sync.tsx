import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { myProfileQueryOptions } from './auth-api.ts';
import type { SavedAuthRecord } from './auth-record.ts';
import type { CurrentUser } from './session.ts';

interface ProfileSyncProps {
  user: CurrentUser;
  updateRecord: (changes: Partial<SavedAuthRecord>) => void;
}

/**
 * Fills the saved record's profile fields (name, mobile number) while a user is signed in.
 * It also checks the token with the server: a rejected token signs the user out (see the API
 * client). Loaded apart from the shell (AuthProvider), as the API module brings the contracts'
 * schemas (and zod) with it.
 */
export function ProfileSync({ user, updateRecord }: ProfileSyncProps) {
  const { data: profile } = useQuery({ ...myProfileQueryOptions(user.id), retry: false });

  useEffect(() => {
    if (!profile) return;
    updateRecord({
      userName: `${profile.firstName} ${profile.lastName}`.trim(),
      mobileNumber: profile.phone,
    });
  }, [profile, updateRecord]);
  return null;
}
