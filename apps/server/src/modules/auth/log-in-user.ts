import { AUTH_MESSAGES } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import { unauthorized } from '../../errors.ts';
import { findCredentialsByEmail } from '../users/users-repository.ts';
import { verifyAgainstDecoy, verifyPassword } from './password.ts';

/** Same answer, and about the same time, whether or not the email has an account. */
export async function logInUser({
  db,
  email,
  password,
}: {
  db: Database;
  email: string;
  password: string;
}) {
  const user = await findCredentialsByEmail(db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDecoy(password);
  if (!user || !valid) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  return { id: user.id, firstName: user.firstName, email: user.email };
}
