import { rooms, type Notification, type NotificationKind } from '@betterplay/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox, outboxEvent } from '../../realtime/outbox.ts';
import { isoTimeSql, roomsSql, statementEvent } from '../../realtime/outbox-repository.ts';
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

/**
 * The same push for a bell entry a statement inserts (`insertNotificationCte`'s `notified`), for
 * `eventsWrittenBy`: each field an expression on the statement's CTEs, named in `from` with
 * `notified`. The other person's email only on a 'join-request' entry, as `toNotification` says.
 */
export function notificationCreatedInStatement(entry: {
  kind: Exclude<NotificationKind, 'friend-added'>;
  socialId: SQL;
  socialName: SQL;
  joinRequestId: SQL;
  person: { firstName: SQL; lastName: SQL; avatar: SQL; email: SQL };
  from: SQL;
}) {
  const { email, ...person } = entry.person;
  return statementEvent('notification:created', {
    rooms: sql`array[${roomsSql.user(sql`notified.user_id`)}]`,
    payload: {
      id: sql`notified.id`,
      kind: sql`${entry.kind}::text`,
      socialId: entry.socialId,
      socialName: entry.socialName,
      joinRequestId: entry.joinRequestId,
      ...person,
      ...(entry.kind === 'join-request' ? { email } : {}),
      createdAt: isoTimeSql(sql`notified.created_at`),
      organizerReadFlag: sql`true`,
    },
    from: sql`notified, ${entry.from}`,
  });
}
