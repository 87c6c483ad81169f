import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, type NewUserRow } from './users.schema.ts';

const profileColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  age: users.age,
  height: users.height,
  weight: users.weight,
  avatar: users.avatar,
  visibility: users.visibility,
  sportPreferences: users.sportPreferences,
  stripeCustomerId: users.stripeCustomerId,
};

export async function findById(db: Database, id: string) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findCredentialsByEmail(db: Database, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      email: users.email,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

export async function insertUser(db: Database, user: NewUserRow) {
  const [row] = await db
    .insert(users)
    .values(user)
    .returning({ id: users.id, firstName: users.firstName, email: users.email });
  if (!row) throw new Error('insert into users returned no row');
  return row;
}
