import { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import { defineJob } from '../../../jobs/job-definition.ts';
import { deleteAnswersBefore } from '../idempotent-requests.ts';

/**
 * Stored answers to paying requests (idempotent_requests) stay a day: a client retrying a lost
 * answer does so within seconds, and Stripe keeps its own idempotency keys about as long.
 */
export const IDEMPOTENT_ANSWER_RETENTION_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 1000;
/** A run stops after this many batches; the next one, an hour later, goes on. */
const MAX_BATCHES_PER_RUN = 50;

/**
 * Deletes stored answers past their retention, a batch (one short statement) at a time, so a
 * backlog never holds a long lock. A second run finds nothing to delete.
 */
export async function pruneIdempotentRequests({
  deps,
  batchSize = BATCH_SIZE,
}: {
  deps: Deps;
  batchSize?: number;
}) {
  const before = new Date(deps.clock.now().getTime() - IDEMPOTENT_ANSWER_RETENTION_MS);
  let deleted = 0;
  for (let batches = 1; batches <= MAX_BATCHES_PER_RUN; batches += 1) {
    const gone = await deleteAnswersBefore(deps.db, before, batchSize);
    deleted += gone;
    if (gone < batchSize) return { deleted, batches };
  }
  return { deleted, batches: MAX_BATCHES_PER_RUN };
}

export const pruneIdempotentRequestsJob = defineJob({
  name: 'courts.prune-idempotent-requests',
  payload: z.object({}),
  everyMs: 60 * 60 * 1000,
  handler: ({ deps }) => pruneIdempotentRequests({ deps }),
});
