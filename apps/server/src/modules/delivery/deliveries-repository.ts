import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../users/users.schema.ts';
import {
  deliveryCursors,
  mailDeliveries,
  pushDeliveries,
  pushSubscriptions,
} from './delivery.schema.ts';
import type { MailIntent } from './mail/mails-from-events.ts';

/**
 * The dispatcher's queries: its place in the outbox (the events themselves are read through the
 * outbox repository) and the mail and push deliveries it makes (their senders claim and settle
 * them through delivery-queue.ts).
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

/**
 * Stores the pushes the same intents ask for: one per intent and device of its recipient, with
 * the same dedupe key, so one thing reaches one device once.
 */
export async function insertPushDeliveries(
  db: Database,
  intents: readonly MailIntent[],
  now: Date,
) {
  if (intents.length === 0) return;
  const rows = intents.map((intent) => ({
    dedupe_key: intent.dedupeKey,
    recipient_id: intent.recipientId,
    kind: intent.kind,
    content: intent.content,
    due_at: (intent.dueAt ?? now).toISOString(),
  }));
  await db.execute(sql`
    insert into push_deliveries
      (subscription_id, recipient_id, dedupe_key, kind, content, due_at, created_at)
    select subscription.id, subscription.user_id, intent.dedupe_key, intent.kind, intent.content,
      intent.due_at, ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as intent(
      dedupe_key text, recipient_id uuid, kind text, content jsonb, due_at timestamptz)
    join ${pushSubscriptions} subscription on subscription.user_id = intent.recipient_id
    on conflict do nothing`);
}

export async function findRecipient(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

/**
 * A deleted account's mail and push: nothing pending is sent, and what was sent is not kept
 * (its content described the person's bookings). Its push subscriptions go separately.
 */
export async function deleteDeliveriesTo(db: Database, recipientId: string) {
  await db.delete(mailDeliveries).where(eq(mailDeliveries.recipientId, recipientId));
  await db.delete(pushDeliveries).where(eq(pushDeliveries.recipientId, recipientId));
}
