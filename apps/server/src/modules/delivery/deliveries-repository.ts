import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboxEvents } from '../../db/schema/outbox.ts';
import { users } from '../users/users.schema.ts';
import { deliveryCursors, mailDeliveries } from './delivery.schema.ts';
import type { MailContent, MailIntent, StoredEvent } from './mail/mails-from-events.ts';

/**
 * Every query of mail delivery: the dispatcher's place in the outbox, the deliveries it makes,
 * and the sender's claims on them.
 */

/**
 * Where a reader of the outbox stands, locked until the transaction ends (so two dispatchers
 * never read the same stretch). The migration that made the mail's cursor started it at the
 * events then written; a reader without one starts at the beginning.
 */
export async function lockCursor(db: Database, name: string): Promise<bigint> {
  await db.insert(deliveryCursors).values({ name, position: 0n }).onConflictDoNothing();
  const [row] = await db
    .select({ position: deliveryCursors.position })
    .from(deliveryCursors)
    .where(eq(deliveryCursors.name, name))
    .for('update');
  return row?.position ?? 0n;
}

export async function moveCursor(db: Database, name: string, position: bigint) {
  await db.update(deliveryCursors).set({ position }).where(eq(deliveryCursors.name, name));
}

/** Numbered events after `position`, in order, with everyone they went to. */
export async function findNumberedEventsAfter(
  db: Database,
  position: bigint,
  limit: number,
): Promise<(StoredEvent & { position: bigint })[]> {
  const rows = await db
    .select({
      position: outboxEvents.position,
      key: outboxEvents.id,
      event: outboxEvents.event,
      payload: outboxEvents.payload,
      userIds: outboxEvents.userIds,
    })
    .from(outboxEvents)
    .where(gt(outboxEvents.position, position))
    .orderBy(asc(outboxEvents.position))
    .limit(limit);
  return rows.flatMap((row) =>
    row.position === null ? [] : [{ ...row, key: String(row.key), position: row.position }],
  );
}

/** Stores mails to send; one already made for the same thing and person is left as it is. */
export async function insertDeliveries(db: Database, intents: readonly MailIntent[], now: Date) {
  if (intents.length === 0) return 0;
  const inserted = await db
    .insert(mailDeliveries)
    .values(
      intents.map((intent) => ({
        dedupeKey: intent.dedupeKey,
        recipientId: intent.recipientId,
        kind: intent.kind,
        content: intent.content,
        dueAt: intent.dueAt ?? now,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: mailDeliveries.id });
  return inserted.length;
}

export type ClaimedMail = {
  id: string;
  recipientId: string;
  kind: MailIntent['kind'];
  content: MailContent;
  attempts: number;
};

/**
 * Takes up to `limit` due mails for `leaseMs`: another sender leaves them alone until then, and
 * a sender that died holding them lets them go when the lease runs out. Counts the attempt.
 */
export async function claimDueMail(
  db: Database,
  claim: { now: Date; leaseMs: number; limit: number },
): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: mailDeliveries.id })
    .from(mailDeliveries)
    .where(
      and(
        eq(mailDeliveries.status, 'pending'),
        lte(mailDeliveries.dueAt, claim.now),
        or(isNull(mailDeliveries.leaseUntil), lte(mailDeliveries.leaseUntil, claim.now)),
      ),
    )
    .orderBy(asc(mailDeliveries.dueAt))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailDeliveries)
    .set({
      leaseUntil: new Date(claim.now.getTime() + claim.leaseMs),
      attempts: sql`${mailDeliveries.attempts} + 1`,
    })
    .where(inArray(mailDeliveries.id, due))
    .returning({
      id: mailDeliveries.id,
      recipientId: mailDeliveries.recipientId,
      kind: mailDeliveries.kind,
      content: mailDeliveries.content,
      attempts: mailDeliveries.attempts,
    });
  // Written by insertDeliveries from a MailIntent.
  return rows as ClaimedMail[];
}

/** How a claimed mail ended: sent, not needed any more, or given up. */
export async function finishMail(
  db: Database,
  id: string,
  outcome: { status: 'sent' | 'skipped' | 'failed'; at: Date; error?: string },
) {
  await db
    .update(mailDeliveries)
    .set({
      status: outcome.status,
      sentAt: outcome.status === 'sent' ? outcome.at : null,
      leaseUntil: null,
      lastError: outcome.error ?? null,
    })
    .where(and(eq(mailDeliveries.id, id), eq(mailDeliveries.status, 'pending')));
}

/** A failed attempt: the mail waits until `dueAt` for the next. */
export async function retryMailAt(db: Database, id: string, dueAt: Date, error: string) {
  await db
    .update(mailDeliveries)
    .set({ dueAt, leaseUntil: null, lastError: error })
    .where(and(eq(mailDeliveries.id, id), eq(mailDeliveries.status, 'pending')));
}

export async function findRecipient(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
