import type { NotificationPreferences } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { wantsDelivery } from './notification-preferences.ts';

let t: TestApp;
let sam: TestUser;
let olivia: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [sam, olivia] = await Promise.all([signUp(t.app, 'Sam'), signUp(t.app, 'Olivia')]);
});
afterAll(() => t.close());

const URL = '/api/v1/user/notification-preferences';

async function read(user: TestUser) {
  const response = await t.app.inject({ method: 'GET', url: URL, headers: user.auth });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: NotificationPreferences }>().data;
}

function update(user: TestUser, payload: unknown) {
  return t.app.inject({ method: 'PUT', url: URL, headers: user.auth, payload: payload as object });
}

describe('notification preferences', () => {
  it('starts with everything on except chat messages by email', async () => {
    const preferences = await read(sam);
    expect(Object.values(preferences.push).every(Boolean)).toBe(true);
    const emailOff = Object.entries(preferences.email).filter(([, on]) => !on);
    expect(emailOff).toEqual([['chat-message', false]]);
    expect(Object.keys(preferences.email)).toHaveLength(9);
  });

  it('changes only the switches sent, keeps them, and keeps them apart per person', async () => {
    const saved = await update(sam, {
      email: { refund: false, 'chat-message': true },
      push: { 'waitlist-offer': false },
    });
    expect(saved.statusCode).toBe(200);
    const answered = saved.json<{ data: NotificationPreferences }>().data;
    expect(answered.email.refund).toBe(false);
    expect(answered.email['chat-message']).toBe(true);
    expect(answered.push['waitlist-offer']).toBe(false);
    expect(answered.email['waitlist-offer']).toBe(true);
    expect(await read(sam)).toEqual(answered);

    // Turned back on: stored as a choice, read as on.
    await update(sam, { email: { refund: true } });
    expect((await read(sam)).email.refund).toBe(true);
    expect(await wantsDelivery(t.app.deps.db, sam.id, 'push', 'waitlist-offer')).toBe(false);
    expect(await wantsDelivery(t.app.deps.db, sam.id, 'email', 'chat-message')).toBe(true);

    // Olivia never chose: her defaults stand.
    expect((await read(olivia)).push['waitlist-offer']).toBe(true);
    expect(await wantsDelivery(t.app.deps.db, olivia.id, 'email', 'chat-message')).toBe(false);
  });

  it('refuses unknown kinds, unknown channels and switches that are not true or false', async () => {
    const before = await read(olivia);
    for (const payload of [
      { email: { 'carrier-pigeon': true } },
      { sms: { refund: true } },
      { push: { refund: 'yes' } },
      { email: ['refund'] },
    ]) {
      const refused = await update(olivia, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message.length).toBeGreaterThan(0);
    }
    expect(await read(olivia)).toEqual(before);
  });

  it('answers only the signed-in person', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: URL, payload: { email: { refund: false } } }))
        .statusCode,
    ).toBe(401);
  });
});
