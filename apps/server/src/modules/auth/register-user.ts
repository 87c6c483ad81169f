import type { RegisterData } from '@betterplay/contracts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { insertUser } from '../users/users-repository.ts';
import { mailAccountLink } from './account-links.ts';
import { hashPassword } from './password.ts';
import { rememberSignInAddress } from './sign-in-addresses.ts';

/**
 * The address it is created from is the first one the account is known to sign in from. Unless
 * verification is off, the account's verification mail is queued with it, in one transaction.
 */
export async function registerUser({
  deps,
  input,
  ip,
}: {
  deps: Deps;
  input: RegisterData;
  ip: string;
}) {
  const passwordHash = await hashPassword(input.password);
  const user = await deps.db.transaction(async (db) => {
    const created = await insertAccount(db, input, passwordHash);
    if (deps.config.emailVerification === 'required') {
      await mailAccountLink(deps, db, { userId: created.id, purpose: 'verify-email' });
    }
    return created;
  });
  await rememberSignInAddress({ deps, userId: user.id, ip });
  return user;
}

async function insertAccount(db: Database, input: RegisterData, passwordHash: string) {
  try {
    return await insertUser(db, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      passwordHash,
      phone: input.phone,
      age: input.age,
      height: input.height,
      weight: input.weight,
      sportPreferences: input.sportPreferences,
    });
  } catch (error) {
    // The unique index decides, so two sign-ups racing for one email cannot both win.
    if (isUniqueViolation(error)) throw appError('EMAIL_TAKEN');
    throw error;
  }
}
