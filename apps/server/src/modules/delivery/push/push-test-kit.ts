import type { PushSubscriptionJson } from '@betterplay/contracts';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pushSubscriptions } from '../delivery.schema.ts';
import { dispatchDeliveries } from '../jobs/dispatch-deliveries.ts';
import { startPushServiceStandIn, type PushServiceStandIn } from './push-service-stand-in.ts';
import { sendDuePush } from './send-push.ts';

export type PushWorld = {
  t: TestApp;
  pushService: PushServiceStandIn;
  olivia: TestUser;
  alex: TestUser;
};

/**
 * Olivia organises and Alex plays; the app posts pushes to a stand-in push service on this
 * machine (allowed by PUSH_ENDPOINT_ALLOWLIST, as staging would allow its own).
 */
export function usePushWorld(): PushWorld {
  const world = {} as PushWorld;
  beforeAll(async () => {
    world.pushService = await startPushServiceStandIn();
    world.t = await createTestApp({
      env: { PUSH_ENDPOINT_ALLOWLIST: world.pushService.origin },
    });
    [world.olivia, world.alex] = await Promise.all([
      signUp(world.t.app, 'Olivia'),
      signUp(world.t.app, 'Alex'),
    ]);
  });
  beforeEach(async () => {
    // Each test starts with no device subscribed, and the events before it consumed.
    await world.t.app.deps.db.delete(pushSubscriptions);
    await deliverPush(world);
    world.pushService.received.length = 0;
  });
  afterAll(async () => {
    await world.t?.close();
    await world.pushService?.close();
  });
  return world;
}

/** What the sweep does: the relay numbers what was committed, then pushes are made and sent. */
export async function deliverPush(world: PushWorld) {
  await world.t.app.outboxRelay.flush();
  await dispatchDeliveries(world.t.app.deps);
  return sendDuePush(world.t.app.deps);
}

/** A browser of the person's, subscribed through the API. */
export async function subscribeBrowser(world: PushWorld, user: TestUser) {
  const subscription = world.pushService.subscribe();
  const response = await postSubscription(world, user, subscription);
  expect(response.statusCode, response.body).toBe(201);
  return subscription;
}

export function postSubscription(world: PushWorld, user: TestUser, body: unknown) {
  return world.t.app.inject({
    method: 'POST',
    url: '/api/v1/user/push-subscriptions',
    headers: user.auth,
    payload: body as PushSubscriptionJson,
  });
}

/** The pushes one subscription received, decrypted. */
export function pushesTo(world: PushWorld, subscription: PushSubscriptionJson) {
  const id = subscription.endpoint.split('/').at(-1);
  return world.pushService.received.filter((push) => push.subscriptionId === id);
}
