import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { endSessionsById, findCredentialsById } from '../users/users-repository.ts';
import { voidAccountTokens } from './account-tokens-repository.ts';
import { endOpenSessions } from './end-sessions.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { SessionHolder } from './session-token.ts';

/**
 * Changes the password of a signed-in account that proves it knows the current one. Every other
 * session ends (and any reset link still unused); this device goes on with the new token the
 * answer carries.
 */
export async function changePassword({
  deps,
  userId,
  currentPassword,
  password,
}: {
  deps: Deps;
  userId: string;
  currentPassword: string;
  password: string;
}): Promise<SessionHolder> {
  const account = await findCredentialsById(deps.db, userId);
  if (!account) throw appError('ACCOUNT_GONE');
  if (!(await verifyPassword(account.passwordHash, currentPassword))) {
    throw appError('WRONG_PASSWORD');
  }
  const passwordHash = await hashPassword(password);
  const user = await deps.db.transaction(async (db) => {
    await voidAccountTokens(db, userId, 'reset-password', deps.clock.now());
    return endSessionsById(db, userId, passwordHash);
  });
  if (!user) throw appError('ACCOUNT_GONE');
  await endOpenSessions(deps, userId, 'password change');
  return user;
}
