import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { findCredentialsByEmail } from '../users/users-repository.ts';
import { verifyAgainstDecoy, verifyPassword } from './password.ts';
import { rememberSignInAddress } from './sign-in-addresses.ts';

/**
 * Same answer, and about the same time, whether or not the email has an account. A success
 * remembers the address, so the account's owner gets in from it even while the account is
 * under attack from elsewhere (attempt-limits.ts).
 */
export async function logInUser({
  deps,
  email,
  password,
  ip,
}: {
  deps: Deps;
  email: string;
  password: string;
  /** the client's address, as the trusted proxies report it */
  ip: string;
}) {
  const user = await findCredentialsByEmail(deps.db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDecoy(password);
  if (!user || !valid) throw appError('INVALID_CREDENTIALS');
  await rememberSignInAddress({ deps, userId: user.id, ip });
  return {
    id: user.id,
    firstName: user.firstName,
    email: user.email,
    sessionVersion: user.sessionVersion,
  };
}
