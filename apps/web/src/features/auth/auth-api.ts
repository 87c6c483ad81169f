import { tokenSchema, userProfileSchema, type LoginInput } from '@betterplay/contracts';
import { apiRequest } from '../../lib/api-client.ts';

export { profileQueryKey } from './profile-query-key.ts';

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

export async function fetchProfile() {
  const envelope = await apiRequest('/user/profile', { schema: userProfileSchema });
  return envelope.data;
}
