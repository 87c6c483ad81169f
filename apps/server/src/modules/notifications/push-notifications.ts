import { rooms } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { findWithRecipients } from './notifications-repository.ts';

/** After commit: sends each new bell entry to its recipient's sockets. */
export async function pushNotifications(deps: Deps, ids: string[]) {
  for (const { recipientId, notification } of await findWithRecipients(deps.db, ids)) {
    deps.realtime.to(rooms.user(recipientId)).emit('notification:created', notification);
  }
}
