import { and, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../users/users.schema.ts';
import { signInAddresses } from './sign-in-addresses.schema.ts';

/** Records (or refreshes) a sign-in from an address, and drops the account's forgotten ones. */
export async function upsertSignInAddress(
  db: Database,
  entry: { userId: string; addressHash: string; at: Date; forgetBefore: Date },
) {
  await db
    .insert(signInAddresses)
    .values({ userId: entry.userId, addressHash: entry.addressHash, lastSignedInAt: entry.at })
    .onConflictDoUpdate({
      target: [signInAddresses.userId, signInAddresses.addressHash],
      set: { lastSignedInAt: entry.at },
    });
  await db
    .delete(signInAddresses)
    .where(
      and(
        eq(signInAddresses.userId, entry.userId),
        lt(signInAddresses.lastSignedInAt, entry.forgetBefore),
      ),
    );
}

/** Whether the account with this email has signed in from the address since `since`. */
export async function hasSignedInFrom(
  db: Database,
  entry: { email: string; addressHash: string; since: Date },
) {
  const [row] = await db
    .select({ userId: signInAddresses.userId })
    .from(signInAddresses)
    .innerJoin(users, eq(users.id, signInAddresses.userId))
    .where(
      and(
        eq(users.email, entry.email),
        eq(signInAddresses.addressHash, entry.addressHash),
        gte(signInAddresses.lastSignedInAt, entry.since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A deleted account's remembered addresses. */
export async function deleteSignInAddressesOf(db: Database, userId: string) {
  await db.delete(signInAddresses).where(eq(signInAddresses.userId, userId));
}
