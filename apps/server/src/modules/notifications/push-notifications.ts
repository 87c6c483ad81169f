import { rooms, type Notification } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import { outbox, outboxEvent } from '../../realtime/outbox.ts';
import { toNotification, type NotificationRow } from './notification-dto.ts';
import { findWithRecipients } from './notifications-repository.ts';

/** Inside the transaction that inserted them: each new bell entry, to its recipient's sockets. */
export async function pushNotifications(db: Database, ids: string[]) {
  for (const { recipientId, notification } of await findWithRecipients(db, ids)) {
    await outbox(db).to(rooms.user(recipientId)).emit('notification:created', notification);
  }
}

/**
 * The same push for one bell entry whose fields the operation has in hand (it just inserted the
 * row and read the other person and the social): no query to read it back. For `emitAll`.
 */
export function notificationCreated(row: NotificationRow) {
  const notification: Notification = toNotification(row);
  return outboxEvent(rooms.user(row.recipientId), 'notification:created', notification);
}
