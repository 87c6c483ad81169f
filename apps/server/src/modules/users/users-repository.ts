import { and, eq, isNull, sql } from 'drizzle-orm';
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

/** The account's own profile, with when its email was verified; undefined once deleted. */
export async function findById(db: Database, id: string) {
  const [row] = await db
    .select({ ...profileColumns, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** Whether there is such an account, not deleted. */
export async function existsById(db: Database, id: string) {
  return (await sessionVersionById(db, id)) !== undefined;
}

/** The account's session version; undefined when there is no such account or it was deleted. */
export async function sessionVersionById(db: Database, id: string) {
  const [row] = await db
    .select({ version: users.sessionVersion })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row?.version;
}

/**
 * Locks the account's row until the transaction ends (a deletion's last step), answering
 * whether there is such an account, not deleted.
 */
export async function lockById(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update')
    .limit(1);
  return row !== undefined;
}

/**
 * Empties a deleted account's row of personal data and marks it deleted. The row stays, since
 * others' conversations, past socials and payments refer to it; what they show of it is
 * `names` (the contracts' DELETED_PLAYER_NAME). The email becomes a placeholder no one has
 * (`deleted-<id>@deleted.invalid`), so the old address can sign up again. Answers whether there
 * was such an account, not deleted already.
 */
export async function anonymiseById(
  db: Database,
  id: string,
  input: { names: { firstName: string; lastName: string }; passwordHash: string; at: Date },
) {
  const rows = await db
    .update(users)
    .set({
      ...input.names,
      email: `deleted-${id.toLowerCase()}@deleted.invalid`,
      passwordHash: input.passwordHash,
      phone: '',
      age: null,
      height: null,
      weight: null,
      avatar: '',
      visibility: 'private',
      sportPreferences: [],
      stripeCustomerId: null,
      emailVerifiedAt: null,
      deletedAt: input.at,
    })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The account's profile as its data export gives it: no password hash, version or provider id. */
export async function findExportProfileById(db: Database, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      phone: users.phone,
      age: users.age,
      height: users.height,
      weight: users.weight,
      avatar: users.avatar,
      visibility: users.visibility,
      sportPreferences: users.sportPreferences,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

const credentialColumns = {
  id: users.id,
  firstName: users.firstName,
  email: users.email,
  passwordHash: users.passwordHash,
  sessionVersion: users.sessionVersion,
};
/** What a new token is made from (session-token.ts). */
const sessionColumns = {
  id: users.id,
  firstName: users.firstName,
  email: users.email,
  sessionVersion: users.sessionVersion,
};

export async function findCredentialsByEmail(db: Database, email: string) {
  const [row] = await db
    .select(credentialColumns)
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findCredentialsById(db: Database, id: string) {
  const [row] = await db
    .select(credentialColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function insertUser(db: Database, user: NewUserRow) {
  const [row] = await db.insert(users).values(user).returning(sessionColumns);
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/**
 * Moves the account's session version on, so every token issued before answers 401, and sets a
 * new password hash when one is given. Answers the account as a new token names it; undefined
 * when it is gone.
 */
export async function endSessionsById(db: Database, id: string, passwordHash?: string) {
  const [row] = await db
    .update(users)
    .set({
      sessionVersion: sql`${users.sessionVersion} + 1`,
      ...(passwordHash === undefined ? {} : { passwordHash }),
    })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning(sessionColumns);
  return row;
}

/** Marks the email verified; answers whether it was not verified before. */
export async function markEmailVerified(db: Database, id: string, at: Date) {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: at })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
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
