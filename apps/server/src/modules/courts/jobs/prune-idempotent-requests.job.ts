import { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import { defineJob } from '../../../jobs/job-definition.ts';
import { deleteAnswersBefore } from '../../idempotency/idempotent-requests-repository.ts';
import { pendingShareFingerprints } from '../shares/shares-repository.ts';

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
 * backlog never holds a long lock. A second run finds nothing to delete. A share's stored
 * refusals stay while the share can still be paid (pending): the next charge key is numbered
 * from them (pay-once.ts), and forgetting them would send a key the provider already answered
 * (a declined card, or a charge that was refunded) again. A hold is payable for minutes only.
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
    const gone = await deleteAnswersBefore(deps.db, before, batchSize, {
      scope: 'court-share:pay',
      targets: pendingShareFingerprints(deps.db).getSQL(),
    });
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
