import { rooms } from '@betterplay/contracts';
import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition.ts';
import { outbox } from '../../../realtime/outbox.ts';
import { deleteExpiredNotifications } from './jobs-repository.ts';

/**
 * Deletes notifications past their expiry (reads already hide them) and tells their owners'
 * open tabs to drop them. A second run finds nothing to delete and pushes nothing.
 */
export const expireNotificationsJob = defineJob({
  name: 'notifications.expire',
  payload: z.object({}),
  everyMs: 60_000,
  async handler({ deps }) {
    return deps.db.transaction(async (tx) => {
      const deleted = await deleteExpiredNotifications(tx, deps.clock.now());
      const idsByUser = new Map<string, string[]>();
      for (const { id, userId } of deleted) {
        idsByUser.set(userId, [...(idsByUser.get(userId) ?? []), id]);
      }
      for (const [userId, ids] of idsByUser) {
        await outbox(tx).to(rooms.user(userId)).emit('notification:expired', { ids });
      }
      return { deleted: deleted.length, users: idsByUser.size };
    });
  },
});
