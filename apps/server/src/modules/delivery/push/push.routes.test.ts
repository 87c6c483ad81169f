import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../delivery.schema.ts';
import { postSubscription, subscribeBrowser, usePushWorld } from './push-test-kit.ts';

const w = usePushWorld();

describe('GET /api/v1/push/config', () => {
  it('answers the VAPID public key, an uncompressed P-256 point, to anyone', async () => {
    const response = await w.t.app.inject({ method: 'GET', url: '/api/v1/push/config' });
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json().data as { publicKey: string };
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    expect(publicKey).toBe(w.t.config.push.vapid.publicKey);
  });
});

describe('POST /api/v1/user/push-subscriptions', () => {
  it('refuses a caller who is not signed in', async () => {
    const response = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/user/push-subscriptions',
      payload: w.pushService.subscribe(),
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['no keys', (s: Subscription) => ({ endpoint: s.endpoint })],
    ['an endpoint that is not a URL', (s: Subscription) => ({ ...s, endpoint: 'not a url' })],
    ['a short p256dh', (s: Subscription) => ({ ...s, keys: { ...s.keys, p256dh: 'AAAA' } })],
    ['a long auth', (s: Subscription) => ({ ...s, keys: { ...s.keys, auth: 'A'.repeat(40) } })],
    [
      'keys that are not base64url',
      (s: Subscription) => ({ ...s, keys: { ...s.keys, auth: '!!' } }),
    ],
  ])('answers 400 for %s', async (_case, broken) => {
    const response = await postSubscription(w, w.alex, broken(w.pushService.subscribe()));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it.each([
    ['http://push.example.com/send/1', 'The push endpoint must use https'],
    ['https://127.0.0.1/send/1', 'The push endpoint must be a public address'],
    ['https://[::1]/send/1', 'The push endpoint must be a public address'],
    ['https://10.1.2.3/send/1', 'The push endpoint must be a public address'],
    ['https://169.254.169.254/latest/meta-data', 'The push endpoint must be a public address'],
    ['https://localhost/send/1', 'The push endpoint must be a public address'],
    [
      'https://user:secret@push.example.com/1',
      'The push endpoint must not carry a user name or password',
    ],
  ])('refuses the endpoint %s with 400 PUSH_ENDPOINT_REFUSED', async (endpoint, message) => {
    const response = await postSubscription(w, w.alex, { ...w.pushService.subscribe(), endpoint });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PUSH_ENDPOINT_REFUSED', message });
  });

  it('saves a subscription on an allowed origin, and the same endpoint again replaces its keys', async () => {
    const first = await subscribeBrowser(w, w.alex);
    const again = { ...w.pushService.subscribe(), endpoint: first.endpoint };
    expect((await postSubscription(w, w.alex, again)).statusCode).toBe(201);
    const rows = await w.t.app.deps.db
      .select({ p256dh: pushSubscriptions.p256dh })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, first.endpoint));
    expect(rows).toEqual([{ p256dh: again.keys.p256dh }]);
  });
});

describe('DELETE /api/v1/user/push-subscriptions', () => {
  it('forgets this device for the person, and answers 404 for one it does not know', async () => {
    const subscription = await subscribeBrowser(w, w.alex);
    const remove = (user = w.alex) =>
      w.t.app.inject({
        method: 'DELETE',
        url: '/api/v1/user/push-subscriptions',
        headers: user.auth,
        payload: { endpoint: subscription.endpoint },
      });
    // Someone else's device is not theirs to remove.
    expect((await remove(w.olivia)).statusCode).toBe(404);
    expect((await remove()).statusCode).toBe(200);
    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This device is not subscribed to push');
  });
});

type Subscription = ReturnType<typeof w.pushService.subscribe>;
