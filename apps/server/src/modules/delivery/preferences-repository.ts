import type { DeliveryChannel, DeliveryKind } from '@betterplay/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationPreferences } from './delivery.schema.ts';

export type PreferenceRow = { channel: DeliveryChannel; kind: DeliveryKind; enabled: boolean };

/** The choices a person has made (kinds they never touched have no row). */
export function findPreferences(db: Database, userId: string): Promise<PreferenceRow[]> {
  return db
    .select({
      channel: notificationPreferences.channel,
      kind: notificationPreferences.kind,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

/** The choice for one kind on one channel, if the person made one. */
export async function findPreference(
  db: Database,
  query: { userId: string; channel: DeliveryChannel; kind: DeliveryKind },
): Promise<boolean | undefined> {
  const [row] = await db
    .select({ enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.userId, query.userId),
        eq(notificationPreferences.channel, query.channel),
        eq(notificationPreferences.kind, query.kind),
      ),
    );
  return row?.enabled;
}

/** Stores choices in one statement, each replacing the one before it. */
export async function savePreferences(
  db: Database,
  userId: string,
  rows: readonly PreferenceRow[],
  now: Date,
) {
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows.map((row) => ({ ...row, userId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [
        notificationPreferences.userId,
        notificationPreferences.channel,
        notificationPreferences.kind,
      ],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`excluded.updated_at` },
    });
}

/** A deleted account's choices. */
export async function deletePreferencesOf(db: Database, userId: string) {
  await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}
