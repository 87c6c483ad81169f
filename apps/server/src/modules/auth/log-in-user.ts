import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { findCredentialsByEmail } from '../users/users-repository.ts';
import { verifyAgainstDecoy, verifyPassword } from './password.ts';

/** Same answer, and about the same time, whether or not the email has an account. */
export async function logInUser({
  deps,
  email,
  password,
}: {
  deps: Deps;
  email: string;
  password: string;
}) {
  const user = await findCredentialsByEmail(deps.db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDecoy(password);
  if (!user || !valid) throw appError('INVALID_CREDENTIALS');
  return { id: user.id, firstName: user.firstName, email: user.email };
}
