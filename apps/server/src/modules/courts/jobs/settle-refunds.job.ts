import { z } from 'zod';
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
