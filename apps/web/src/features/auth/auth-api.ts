import { tokenSchema, userProfileSchema, type LoginInput } from '@betterplay/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const myProfileKeys = {
  all: ['user', 'profile'] as const,
  /** the signed-in user's own profile */
  of: (userId: string) => [...myProfileKeys.all, userId] as const,
};

export async function login(credentials: LoginInput): Promise<string> {
  const envelope = await apiRequest('/auth/login', {
    method: 'POST',
    body: credentials,
    auth: false,
    schema: tokenSchema,
  });
  return envelope.data;
}

/** Creates the account; the answer's `data` is the new user's token. */
export async function registerAccount(values: Record<string, unknown>): Promise<string> {
  const envelope = await apiRequest('/auth/register', {
    method: 'POST',
    body: values,
    auth: false,
    schema: tokenSchema,
  });
  return envelope.data;
}

export async function fetchProfile(signal?: AbortSignal) {
  const envelope = await apiRequest('/user/profile', { schema: userProfileSchema, signal });
  return envelope.data;
}

/** The signed-in user's profile: the session keeps it (ProfileSync), the profile page shows it. */
export function myProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: myProfileKeys.of(userId),
    queryFn: ({ signal }) => fetchProfile(signal),
    staleTime: 5 * 60 * 1000,
  });
}
