import type { PushSubscriptionJson } from '@betterplay/contracts';
import type { Deps } from '../../../deps.ts';
import { appError } from '../../../errors.ts';
import { checkEndpoint } from './push-endpoint.ts';
import { deleteSubscription, saveSubscription } from './push-subscriptions-repository.ts';

/** A browser's subscription for the signed-in person, once its endpoint passes the checks. */
export async function subscribe(deps: Deps, userId: string, subscription: PushSubscriptionJson) {
  const check = await checkEndpoint(subscription.endpoint, deps.config.push.endpointAllowlist);
  if (!check.ok) throw appError('PUSH_ENDPOINT_REFUSED', { reason: check.reason });
  await saveSubscription(deps.db, {
    userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    now: deps.clock.now(),
  });
}

/** This device stops receiving pushes for the person. */
export async function unsubscribe(deps: Deps, userId: string, endpoint: string) {
  if (!(await deleteSubscription(deps.db, userId, endpoint))) {
    throw appError('PUSH_SUBSCRIPTION_NOT_FOUND');
  }
}
