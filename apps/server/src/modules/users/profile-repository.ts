import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, type NewUserRow } from './users.schema.ts';

/** The columns a profile edit may change. */
export type ProfileColumns = Partial<
  Pick<
    NewUserRow,
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'age'
    | 'height'
    | 'weight'
    | 'avatar'
    | 'visibility'
    | 'sportPreferences'
  >
>;

/** Locks the account's row for an edit and answers what the edit replaces (its avatar). */
export async function lockProfileById(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, id))
    .for('update')
    .limit(1);
  return row;
}

const tokenColumns = { id: users.id, firstName: users.firstName, email: users.email };

/** Writes the given columns only (none: reads the row); answers what a new token carries. */
export async function updateProfileById(db: Database, id: string, changes: ProfileColumns) {
  const written = Object.values(changes).some((value) => value !== undefined);
  const [row] = written
    ? await db.update(users).set(changes).where(eq(users.id, id)).returning(tokenColumns)
    : await db.select(tokenColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Everything another player may be shown; the projection by visibility is the caller's. A
 * deleted account has nothing to show (undefined).
 */
export async function findPlayerProfileById(db: Database, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
      visibility: users.visibility,
      age: users.age,
      height: users.height,
      weight: users.weight,
      sportPreferences: users.sportPreferences,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}
