import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inDays, insertSocial, type TestUser } from '../../../test/factories.ts';
import { pushDeliveries, pushSubscriptions } from '../delivery.schema.ts';
import { dispatchDeliveries } from '../jobs/dispatch-deliveries.ts';
import { sendDuePush } from './send-push.ts';
import {
  deliverPush,
  postSubscription,
  pushesTo,
  subscribeBrowser,
  usePushWorld,
} from './push-test-kit.ts';

const w = usePushWorld();

async function askToJoin(player: TestUser, name: string) {
  const socialId = await insertSocial(w.t.app.deps.db, w.olivia.id, {
    capacity: 4,
    name,
    date: inDays(3),
  });
  const response = await w.t.app.inject({
    method: 'POST',
    url: '/api/v1/user/social/booking/request',
    headers: player.auth,
    payload: { socialId, organizerId: w.olivia.id },
  });
  expect(response.statusCode).toBe(201);
  return { socialId, requestId: response.json().data.id as string };
}

describe('web push from the outbox', () => {
  it('posts each event once to every device, encrypted for it and signed with the VAPID key', async () => {
    const laptop = await subscribeBrowser(w, w.olivia);
    const phone = await subscribeBrowser(w, w.olivia);
    await askToJoin(w.alex, 'Push Rally');

    expect(await deliverPush(w)).toMatchObject({ sent: 2, retried: 0, failed: 0 });
    expect(w.pushService.refusals).toEqual([]);
    for (const device of [laptop, phone]) {
      const [push] = pushesTo(w, device);
      expect(push?.message).toEqual({
        title: 'New request to join Push Rally',
        body: 'Alex Morgan asked for a place at Push Rally. Accept or reject the request from your dashboard.',
        url: '/organiser',
        tag: expect.stringMatching(/^event:/),
      });
      expect(push?.vapidKey).toBe(w.t.config.push.vapid.publicKey);
      expect(push?.urgency).toBe('normal');
      expect(push?.ttl).toBe(24 * 3600);
    }
    // The next sweeps find nothing new: one push per event and device.
    expect(await deliverPush(w)).toMatchObject({ sent: 0 });
    expect(w.pushService.received).toHaveLength(2);
  });

  it('pushes chat messages, which are off by email and on by push unless turned off', async () => {
    const phone = await subscribeBrowser(w, w.alex);
    const opened = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/user/conversations',
      headers: w.olivia.auth,
      payload: { userId: w.alex.id },
    });
    const conversationId: string = opened.json().data.id;
    const send = (clientId: string, body: string) =>
      w.t.app.inject({
        method: 'POST',
        url: `/api/v1/user/conversations/${conversationId}/messages`,
        headers: w.olivia.auth,
        payload: { clientId, body },
      });
    expect((await send('push-1', 'Court 3 at six?')).statusCode).toBe(201);
    await deliverPush(w);
    expect(pushesTo(w, phone).map((push) => push.message)).toEqual([
      expect.objectContaining({ title: 'New message from Olivia Morgan' }),
    ]);

    const off = await w.t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/notification-preferences',
      headers: w.alex.auth,
      payload: { push: { 'chat-message': false } },
    });
    expect(off.statusCode).toBe(200);
    expect((await send('push-2', 'Or seven?')).statusCode).toBe(201);
    expect(await deliverPush(w)).toMatchObject({ sent: 0, skipped: 1 });
    expect(pushesTo(w, phone)).toHaveLength(1);
  });

  it('tries again when the push service fails, and sends once when it recovers', async () => {
    const phone = await subscribeBrowser(w, w.olivia);
    await askToJoin(w.alex, 'Retry Rally');
    w.pushService.answerNext(503, 429);

    expect(await deliverPush(w)).toMatchObject({ sent: 0, retried: 1 });
    const [waiting] = await w.t.app.deps.db
      .select()
      .from(pushDeliveries)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
      .where(eq(pushSubscriptions.endpoint, phone.endpoint));
    expect(waiting?.push_deliveries).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'push service answered 503',
    });
    // Due again after the first wait: the stand-in answers 429, then 201.
    await w.t.app.deps.db
      .update(pushDeliveries)
      .set({ dueAt: new Date(0) })
      .where(eq(pushDeliveries.status, 'pending'));
    expect(await deliverPush(w)).toMatchObject({ retried: 1 });
    await w.t.app.deps.db
      .update(pushDeliveries)
      .set({ dueAt: new Date(0) })
      .where(eq(pushDeliveries.status, 'pending'));
    expect(await deliverPush(w)).toMatchObject({ sent: 1 });
    expect(pushesTo(w, phone)).toHaveLength(1);
  });

  it.each([404, 410])(
    'forgets a subscription the push service answers %i, with its pending pushes',
    async (status) => {
      const gone = await subscribeBrowser(w, w.olivia);
      await askToJoin(w.alex, `Gone Rally ${status}`);
      w.pushService.answerNext(status);
      expect(await deliverPush(w)).toMatchObject({ gone: 1 });
      const left = await w.t.app.deps.db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, gone.endpoint));
      expect(left).toEqual([]);

      await askToJoin(w.alex, `After Gone Rally ${status}`);
      const attemptsBefore = w.pushService.attempts;
      await deliverPush(w);
      expect(w.pushService.attempts).toBe(attemptsBefore);
    },
  );

  it('never posts to an address that is not public, even one stored before the check', async () => {
    // As if saved before the rules (or its name later resolved elsewhere): checked at send too.
    const planted = w.pushService.subscribe();
    await w.t.app.deps.db.insert(pushSubscriptions).values({
      userId: w.olivia.id,
      endpoint: planted.endpoint.replace('http://127.0.0.1', 'https://127.0.0.1'),
      p256dh: planted.keys.p256dh,
      auth: planted.keys.auth,
    });
    const attemptsBefore = w.pushService.attempts;
    await askToJoin(w.alex, 'Planted Rally');
    expect(await deliverPush(w)).toMatchObject({ failed: 1, sent: 0 });
    expect(w.pushService.attempts).toBe(attemptsBefore);
  });

  it('sends none of the last owner’s pushes to a device someone else has signed in on since', async () => {
    const shared = await subscribeBrowser(w, w.olivia);
    await askToJoin(w.alex, 'Handed Over Rally');
    // Olivia's push is stored for her browser; before it goes, Alex signs in on that browser
    // and turns push on: the same endpoint, a new owner.
    await w.t.app.outboxRelay.flush();
    await dispatchDeliveries(w.t.app.deps);
    expect((await postSubscription(w, w.alex, shared)).statusCode).toBe(201);
    expect(await sendDuePush(w.t.app.deps)).toMatchObject({ sent: 0, skipped: 1 });
    expect(w.pushService.received).toEqual([]);
  });
});
