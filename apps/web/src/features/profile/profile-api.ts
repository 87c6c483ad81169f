import { publicProfileSchema, tokenSchema, type PublicProfile } from '@betterplay/contracts';
import { apiRequest } from '../../lib/api-client.ts';

export const playerProfileKey = (id: string) => ['users', 'profile', id] as const;

/** Another player's profile: a private one is only their name and picture. */
export async function fetchPlayerProfile(id: string, signal?: AbortSignal): Promise<PublicProfile> {
  const { data } = await apiRequest(`/users/${encodeURIComponent(id)}`, {
    schema: publicProfileSchema,
    signal,
  });
  return data;
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
