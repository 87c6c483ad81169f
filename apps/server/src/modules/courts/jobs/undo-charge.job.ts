import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition.ts';
import { undoCharge } from '../charges/undo-charge.ts';

/**
 * Gives back a charge whose record failed when undoing it at once failed too (undo-charge.ts):
 * marks it undone and refunds it under a key derived from the charge's, so runs and retries
 * refund once, unless its row uses it by then.
 */
export const undoChargeJob = defineJob({
  name: 'courts.undo-charge',
  payload: z.object({
    paymentId: z.string().min(1),
    amountCents: z.number().int().positive(),
    /** the charge's idempotency key; the refund's is derived from it (`<chargeKey>:undo`) */
    chargeKey: z.string().min(1),
    target: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('booking'), id: z.uuid() }),
      z.object({ kind: z.literal('share'), id: z.uuid(), bookingId: z.uuid() }),
    ]),
    request: z.object({
      userId: z.uuid(),
      scope: z.enum(['court-booking:pay', 'court-share:pay']),
      key: z.string(),
      fingerprint: z.string(),
    }),
  }),
  handler: ({ deps, payload }) => undoCharge({ deps, charge: payload }),
});
