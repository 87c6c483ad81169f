import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { applyLineChange, endOfferAndLeave, type MadeOffer } from './line-changes.ts';
import { findLapsedOffers, findOffer } from './waitlist-repository.ts';

/** Thrown when the job runs before its offer's deadline (a clock ahead): the runner retries. */
export class OfferNotYetDueError extends Error {
  override name = 'OfferNotYetDueError';
}

/**
 * Queued with each offer, due at its deadline: an offer still open then lapses and its place
 * goes to the next in line. One taken or declined meanwhile is left alone; a second run changes
 * nothing. Queued jobs outlive a restart (BullMQ keeps them in Redis, the in-process runner in
 * the scheduled-jobs table), and the sweep below catches any that were never queued.
 */
export const lapseOfferJob = defineJob({
  name: 'waitlist.lapse-offer',
  payload: z.object({ offerId: z.uuid() }),
  async handler({ deps, payload }) {
    const outcome = await lapseOffer(deps, payload.offerId);
    if (outcome === 'not-due')
      throw new OfferNotYetDueError(`offer ${payload.offerId} is not due yet`);
    return { lapsed: outcome === 'lapsed' ? 1 : 0 };
  },
});

const SWEEP_BATCH = 100;

/** The safety net: lapses every open offer past its deadline whose job was lost or is late. */
export const lapseOffersSweep = defineJob({
  name: 'waitlist.lapse-offers',
  payload: z.object({}),
  everyMs: 60_000,
  async handler({ deps }) {
    const due = await findLapsedOffers(deps.db, deps.clock.now(), SWEEP_BATCH);
    let lapsed = 0;
    for (const offer of due) if ((await lapseOffer(deps, offer.id)) === 'lapsed') lapsed += 1;
    return { lapsed };
  },
});

/** Lapses an offer past its deadline: the place passes on. 'ended': taken, declined or lapsed. */
export async function lapseOffer(
  deps: Deps,
  offerId: string,
): Promise<'lapsed' | 'ended' | 'not-due'> {
  const offer = await findOffer(deps.db, offerId);
  if (offer?.status !== 'open') return 'ended';
  const { result, offers, now } = await applyLineChange(
    deps,
    offer.socialId,
    async ({ db, now }) => {
      const current = await findOffer(db, offerId);
      if (current?.status !== 'open') return { result: 'ended' as const };
      if (current.expiresAt > now) return { result: 'not-due' as const };
      await endOfferAndLeave(db, current, 'lapsed', now);
      return { result: 'lapsed' as const, places: { offersOpen: -1 } };
    },
  );
  await queueLapses(deps, offers, now);
  return result;
}

/** Queues each new offer's lapse for its deadline. A failure is logged: the sweep lapses it anyway. */
export async function queueLapses(deps: Deps, offers: MadeOffer[], now: Date) {
  for (const offer of offers) {
    try {
      await lapseOfferJob.enqueue(
        deps,
        { offerId: offer.offerId },
        {
          delayMs: Math.max(0, offer.expiresAt.getTime() - now.getTime()),
          dedupeKey: `waitlist.lapse-offer:${offer.offerId}`,
        },
      );
    } catch (error) {
      deps.log.warn(
        { err: error, offerId: offer.offerId },
        'offer made, but its lapse could not be queued',
      );
    }
  }
}
