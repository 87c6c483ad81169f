import type { UserProfile } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { findById } from '../users/users-repository.ts';

export async function getProfile({
  deps,
  userId,
}: {
  deps: Deps;
  userId: string;
}): Promise<UserProfile> {
  const user = await findById(deps.db, userId);
  // A valid token for a deleted account is as good as no token.
  if (!user) throw appError('ACCOUNT_GONE');
  const { emailVerifiedAt, ...profile } = user;
  const emailVerified = emailVerifiedAt !== null || deps.config.emailVerification === 'off';
  return { ...profile, emailVerified };
}
