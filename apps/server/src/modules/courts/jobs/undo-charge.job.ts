import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition.ts';
import type { Deps } from '../../../deps.ts';
import type { UndoneCharge } from '../charges/charge-target.ts';
import { undoCharge, undoRefundKeyOf } from '../charges/undo-charge.ts';

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

/**
 * Undoes the charge now, or leaves it to the job (with its retries) when the database or the
 * provider fails too. Never throws: the caller rethrows its own failure.
 */
export async function undoChargeSoon(deps: Deps, charge: UndoneCharge) {
  const about = {
    target: charge.target,
    paymentId: charge.paymentId,
    chargeKey: charge.chargeKey,
    amountCents: charge.amountCents,
  };
  try {
    const { refunded } = await undoCharge({ deps, charge });
    deps.log.warn(
      about,
      refunded ? 'court payment: charge refunded' : 'court payment: charge kept',
    );
  } catch (error) {
    deps.log.warn({ ...about, err: error }, 'court payment: undoing the charge left to the job');
    try {
      await undoChargeJob.enqueue(deps, charge, {
        dedupeKey: `courts.undo-charge:${charge.paymentId}`,
      });
    } catch (enqueueError) {
      deps.log.error(
        { ...about, err: enqueueError, refundKey: undoRefundKeyOf(charge.chargeKey) },
        'court payment: a charge neither recorded, refunded nor queued: refund it at the provider',
      );
    }
  }
}
