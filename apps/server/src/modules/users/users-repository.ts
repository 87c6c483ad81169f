import { and, eq, isNull } from 'drizzle-orm';
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

export async function existsById(db: Database, id: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}

/**
 * Locks the account's row until the transaction ends. Rows that refer to it (a new booking, a
 * join request) wait for the lock, so none appears between the checks and the delete.
 */
export async function lockById(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, id))
    .for('update')
    .limit(1);
  return row !== undefined;
}

/** Deletes the account; every row that refers to it goes with it (all foreign keys cascade). */
export async function deleteById(db: Database, id: string) {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
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

/** Who the account is at the payment provider (null before their first card). */
export async function findPaymentCustomerById(db: Database, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      stripeCustomerId: users.stripeCustomerId,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/**
 * Stores the customer only when the account still has the one read before (`from`; null for
 * none): a compare-and-set, so of two racing first setups one wins. Answers whether it was stored.
 */
export async function replacePaymentCustomer(
  db: Database,
  input: { id: string; from: string | null; to: string },
) {
  const rows = await db
    .update(users)
    .set({ stripeCustomerId: input.to })
    .where(
      and(
        eq(users.id, input.id),
        input.from === null
          ? isNull(users.stripeCustomerId)
          : eq(users.stripeCustomerId, input.from),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}
