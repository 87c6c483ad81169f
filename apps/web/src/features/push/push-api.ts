import { pushConfigSchema, type PushSubscriptionJson } from '@betterplay/contracts';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';

/** GET /push/config: the server's VAPID public key. */
export async function fetchPushKey(): Promise<string> {
  return (await apiRequest('/push/config', { schema: pushConfigSchema })).data.publicKey;
}

/** POST /user/push-subscriptions: this browser receives the signed-in person's pushes. */
export async function savePushSubscription(subscription: PushSubscriptionJson): Promise<void> {
  await apiRequest('/user/push-subscriptions', {
    schema: z.null(),
    method: 'POST',
    body: subscription,
  });
}

/** DELETE /user/push-subscriptions: it stops. */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  await apiRequest('/user/push-subscriptions', {
    schema: z.null(),
    method: 'DELETE',
    body: { endpoint },
  });
}
