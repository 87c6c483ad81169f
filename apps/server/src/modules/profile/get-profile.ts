import type { UserProfile } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import { unauthorized } from '../../errors.ts';
import { findById } from '../users/users-repository.ts';

export async function getProfile({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<UserProfile> {
  const user = await findById(db, userId);
  // A valid token for a deleted account is as good as no token.
  if (!user) throw unauthorized('Your account no longer exists. Please sign up again.');
  return user;
}
