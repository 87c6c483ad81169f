import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SavedAuthRecord } from './auth-record.ts';
import { profileQueryKey } from './profile-query-key.ts';
import type { CurrentUser } from './session.ts';

/**
 * Fills the saved record's profile fields (name, mobile number) once a user is signed in.
 * It also checks the token with the server: a rejected token signs the user out (see the API client).
 */
export function useProfileSync(
  user: CurrentUser | null,
  updateRecord: (changes: Partial<SavedAuthRecord>) => void,
) {
  const { data: profile } = useQuery({
    queryKey: [...profileQueryKey, user?.id],
    // Loaded when first needed: the API module brings the contracts' schemas (and zod) with it.
    queryFn: async () => (await import('./auth-api.ts')).fetchProfile(),
    enabled: user !== null,
    retry: false,
    staleTime: 5 * 60 * 1000,
  });

  useEffect(() => {
    if (!profile) return;
    updateRecord({
      userName: `${profile.firstName} ${profile.lastName}`.trim(),
      mobileNumber: profile.phone,
    });
  }, [profile, updateRecord]);
}
