import { publicProfileSchema, tokenSchema, type PublicProfile } from '@betterplay/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

export const profileKeys = {
  /** another player's profile */
  player: (id: string) => ['users', 'profile', id] as const,
};

/** Another player's profile: a private one is only their name and picture. */
export async function fetchPlayerProfile(id: string, signal?: AbortSignal): Promise<PublicProfile> {
  const { data } = await apiRequest(`/users/${encodeURIComponent(id)}`, {
    schema: publicProfileSchema,
    signal,
  });
  return data;
}

export function playerProfileQueryOptions(id: string) {
  return queryOptions({
    queryKey: profileKeys.player(id),
    queryFn: ({ signal }) => fetchPlayerProfile(id, signal),
    // A player who does not exist will not appear by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 60_000,
  });
}

/** Saves the profile form (multipart); answers the new token, which carries the new name. */
export async function saveProfile(form: FormData): Promise<string> {
  const { data } = await apiRequest('/user/profile', {
    method: 'PUT',
    body: form,
    schema: tokenSchema,
  });
  return data;
}
