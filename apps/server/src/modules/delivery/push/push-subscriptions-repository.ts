import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { pushDeliveries, pushSubscriptions } from '../delivery.schema.ts';

/** The one repository of push_subscriptions. */

/**
 * Saves a browser's subscription for `userId`. The same endpoint again (the browser subscribing
 * anew, or another person signing in on it) takes the new keys and owner: one device, one owner.
 */
export async function saveSubscription(
  db: Database,
  subscription: { userId: string; endpoint: string; p256dh: string; auth: string; now: Date },
) {
  const { userId, endpoint, p256dh, auth, now } = subscription;
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh, auth, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh, auth, createdAt: now },
    });
}

/** Answers whether the person had a subscription at that endpoint. */
export async function deleteSubscription(db: Database, userId: string, endpoint: string) {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** A subscription the push service said is gone (404, 410): its pending pushes go with it. */
export async function deleteSubscriptionById(db: Database, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Where a delivery goes: its subscription, if it is still there. */
export async function findSubscriptionOfDelivery(db: Database, deliveryId: string) {
  const [row] = await db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushDeliveries)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
    .where(eq(pushDeliveries.id, deliveryId));
  return row;
}

/** A deleted account's browsers: none is pushed to again (their pending pushes go with them). */
export async function deleteSubscriptionsOf(db: Database, userId: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
