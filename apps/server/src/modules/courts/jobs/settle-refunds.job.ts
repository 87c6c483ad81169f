import { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import { defineJob } from '../../../jobs/job-definition.ts';
import { settleRefunds } from '../charges/settle-refunds.ts';

/**
 * Makes the refunds a booking still owes after the provider failed when they were first tried
 * (settle-refunds.ts). Every refund's key is derived from ids, so runs and retries refund once.
 */
export const settleRefundsJob = defineJob({
  name: 'courts.settle-refunds',
  payload: z.object({ bookingId: z.uuid() }),
  handler: ({ deps, payload }) => settleRefunds({ deps, bookingId: payload.bookingId }),
});

/**
 * After a commit that owes refunds: makes them now, or leaves them to the job (with its retries)
 * if the provider fails. Never throws: the change is stored and the answer stands.
 */
export async function settleRefundsSoon(deps: Deps, bookingId: string) {
  try {
    await settleRefunds({ deps, bookingId });
  } catch (error) {
    deps.log.warn({ err: error, bookingId }, 'court refunds: left to the job after a failure');
    try {
      await settleRefundsJob.enqueue(
        deps,
        { bookingId },
        { dedupeKey: `courts.settle-refunds:${bookingId}` },
      );
    } catch (enqueueError) {
      deps.log.error(
        { err: enqueueError, bookingId },
        'court refunds: neither made nor queued; the share-expiry job tries again at the start',
      );
    }
  }
}
