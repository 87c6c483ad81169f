import { rooms } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../realtime/outbox.ts';
import { findWithRecipients } from './notifications-repository.ts';

/** Inside the transaction that inserted them: each new bell entry, to its recipient's sockets. */
export async function pushNotifications(db: Database, ids: string[]) {
  for (const { recipientId, notification } of await findWithRecipients(db, ids)) {
    await outbox(db).to(rooms.user(recipientId)).emit('notification:created', notification);
  }
}
