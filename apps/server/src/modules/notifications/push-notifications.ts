import type { Database } from '../../db/client.ts';
import type { RealtimeEmitter } from '../../realtime/realtime-types.ts';
import { findWithRecipients } from './notifications-repository.ts';

/** After commit: sends each new bell entry to its recipient's sockets. */
export async function pushNotifications(db: Database, realtime: RealtimeEmitter, ids: string[]) {
  for (const { recipientId, notification } of await findWithRecipients(db, ids)) {
    realtime.toUser(recipientId, 'notification:created', notification);
  }
}
