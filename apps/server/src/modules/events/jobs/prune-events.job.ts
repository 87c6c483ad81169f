import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition.ts';
import { deletePublishedBefore } from '../../../realtime/outbox-repository.ts';

/** Published events stay this long, so a client away for a day can still catch up. */
export const EVENT_RETENTION_MS = 48 * 60 * 60 * 1000;

/** Deletes published events past their retention. A second run finds nothing to delete. */
export const pruneEventsJob = defineJob({
  name: 'events.prune',
  payload: z.object({}),
  everyMs: 60 * 60 * 1000,
  async handler({ deps }) {
    const before = new Date(deps.clock.now().getTime() - EVENT_RETENTION_MS);
    return { deleted: await deletePublishedBefore(deps.db, before) };
  },
});
