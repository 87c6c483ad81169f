import { AUTH_MESSAGES, type RegisterData } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict } from '../../errors.ts';
import { insertUser } from '../users/users-repository.ts';
import { hashPassword } from './password.ts';

export async function registerUser({ db, input }: { db: Database; input: RegisterData }) {
  const passwordHash = await hashPassword(input.password);
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
    if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.duplicateEmail);
    throw error;
  }
}
