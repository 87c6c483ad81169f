import type { Deps } from '../../deps.ts';
import { queueLapses } from './lapse-offer.job.ts';
import { applyLineChange } from './line-changes.ts';

/**
 * The one way operations change a social's places, line or offers: the change in its
 * transaction (line-changes.ts), then each offer it made queued to lapse at its deadline.
 */
export async function changeLine<T>(
  deps: Deps,
  socialId: string,
  change: Parameters<typeof applyLineChange<T>>[2],
): Promise<T> {
  const { result, offers, now } = await applyLineChange(deps, socialId, change);
  await queueLapses(deps, offers, now);
  return result;
}

/** Offers a social's free places to its line (a line change with nothing else in it). */
export async function refillLine(deps: Deps, socialId: string) {
  await changeLine(deps, socialId, async () => ({ result: undefined }));
}
