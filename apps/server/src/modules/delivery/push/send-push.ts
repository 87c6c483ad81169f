import type { Deps } from '../../../deps.ts';
import {
  finishDelivery,
  retryOrGiveUp,
  sendDue,
  type ClaimedDelivery,
  type RetryPolicy,
} from '../delivery-queue.ts';
import { composeMail } from '../mail/mail-content.ts';
import { wantsDelivery } from '../notification-preferences.ts';
import { EndpointRefused, postPush } from './post-push.ts';
import { pushMessageOf } from './push-message.ts';
import {
  deleteSubscriptionById,
  findSubscriptionOfDelivery,
} from './push-subscriptions-repository.ts';

/** Longer than one post may take (the request's own timeout is 10 s). */
const PUSH_LEASE_MS = 60_000;
/** Pushes one run sends at most, and the time it keeps starting new ones. */
const PUSHES_PER_RUN = 100;
const SENDING_BUDGET_MS = 5000;
/** A push is worth less the later it comes: 6 attempts, 10 s apart at first, up to 10 minutes. */
export const PUSH_RETRIES: RetryPolicy = {
  attempts: 6,
  firstWaitMs: 10_000,
  longestWaitMs: 10 * 60 * 1000,
};
/** How long a push service keeps a push for a device that is off. */
const PUSH_TTL_SECONDS = 24 * 3600;

type Sent = { sent: number; skipped: number; retried: number; failed: number; gone: number };

/**
 * Sends due pushes one at a time, each claimed first (delivery-queue.ts), so two workers never
 * send the same one and a worker killed mid-send leaves it for the next.
 */
export function sendDuePush(deps: Deps): Promise<Sent> {
  return sendDue(
    deps,
    'push_deliveries',
    { leaseMs: PUSH_LEASE_MS, perRun: PUSHES_PER_RUN, budgetMs: SENDING_BUDGET_MS },
    (push) => sendOne(deps, push),
    { sent: 0, skipped: 0, retried: 0, failed: 0, gone: 0 },
  );
}

async function sendOne(deps: Deps, push: ClaimedDelivery): Promise<keyof Sent> {
  const { db, config } = deps;
  const now = deps.clock.now();
  const found = await findSubscriptionOfDelivery(db, push.id);
  // A device someone else has signed in on since gets none of the last owner's pushes.
  const subscription = found?.userId === push.recipientId ? found : undefined;
  // The person turned this kind off since, or the thing needs saying no more.
  // The account's own links go by mail only.
  const wanted =
    push.kind !== 'account' && (await wantsDelivery(db, push.recipientId, 'push', push.kind));
  const composed =
    wanted && (await composeMail({ db, now, publicUrl: config.publicUrl }, push.content));
  if (!subscription || !composed) {
    await finishDelivery(db, 'push_deliveries', push.id, { status: 'skipped', at: now });
    return 'skipped';
  }
  const urgent = push.kind === 'waitlist-offer' || push.kind === 'offer-lapsing';
  let status: number;
  try {
    status = await postPush(
      config.push,
      subscription,
      pushMessageOf(composed, push.dedupeKey, config.publicUrl),
      { ttlSeconds: PUSH_TTL_SECONDS, urgency: urgent ? 'high' : 'normal' },
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof EndpointRefused) {
      deps.log.warn({ pushId: push.id, reason }, 'Push endpoint refused');
      await finishDelivery(db, 'push_deliveries', push.id, {
        status: 'failed',
        at: now,
        error: reason,
      });
      return 'failed';
    }
    return retry(deps, push, reason);
  }
  if (status === 404 || status === 410) {
    // The browser unsubscribed or the service forgot it: so do we, with its pending pushes.
    await deleteSubscriptionById(db, subscription.id);
    return 'gone';
  }
  if (status >= 200 && status < 300) {
    await finishDelivery(db, 'push_deliveries', push.id, { status: 'sent', at: deps.clock.now() });
    return 'sent';
  }
  if (status === 429 || status >= 500) return retry(deps, push, `push service answered ${status}`);
  // 400, 403, 413: what we sent is wrong and would be wrong again.
  deps.log.error({ pushId: push.id, status }, 'Push refused by the push service');
  await finishDelivery(db, 'push_deliveries', push.id, {
    status: 'failed',
    at: now,
    error: `push service answered ${status}`,
  });
  return 'failed';
}

async function retry(deps: Deps, push: ClaimedDelivery, error: string): Promise<keyof Sent> {
  const outcome = await retryOrGiveUp(deps.db, 'push_deliveries', {
    delivery: push,
    policy: PUSH_RETRIES,
    now: deps.clock.now(),
    error,
  });
  const about = { pushId: push.id, kind: push.kind, error };
  if (outcome.outcome === 'failed') deps.log.error(about, 'Push given up');
  else deps.log.warn({ ...about, waitMs: outcome.waitMs }, 'Push not sent; will retry');
  return outcome.outcome;
}
