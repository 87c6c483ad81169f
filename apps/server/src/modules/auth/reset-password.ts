import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { endSessionsById } from '../users/users-repository.ts';
import { takeAccountLink } from './account-links.ts';
import { voidAccountTokens } from './account-tokens-repository.ts';
import { endOpenSessions } from './end-sessions.ts';
import { hashPassword } from './password.ts';
import type { SessionHolder } from './session-token.ts';

/**
 * Sets a new password from a reset link: takes the token (single use: of many racing requests one
 * wins), stores the password and ends every session in one transaction, then closes the account's
 * sockets. Answers the account for its new token: the person is signed in on this device only.
 */
export async function resetPassword({
  deps,
  token,
  password,
}: {
  deps: Deps;
  token: string;
  password: string;
}): Promise<SessionHolder> {
  // Hashed before the transaction, so the token's row is not held while argon2 works.
  const passwordHash = await hashPassword(password);
  const user = await deps.db.transaction(async (db) => {
    const userId = await takeAccountLink(deps, db, { purpose: 'reset-password', token });
    if (!userId) return undefined;
    await voidAccountTokens(db, userId, 'reset-password', deps.clock.now());
    return endSessionsById(db, userId, passwordHash);
  });
  if (!user) throw appError('RESET_TOKEN_INVALID');
  await endOpenSessions(deps, user.id, 'password reset');
  return user;
}
