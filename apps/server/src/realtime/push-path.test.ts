import { randomUUID } from 'node:crypto';
import { rooms, type UserEvents } from '@betterplay/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { outbox } from './outbox.ts';
import { POSITIONING_LOCK_ID } from './outbox-repository.ts';
import { closeClients, connect, listenOnFreePort, record } from './realtime-test-kit.ts';

// A push costs the commit that wrote the event and one emit: the event reaches the socket before
// the relay has numbered it, then again numbered under the same key, and is applied once.

let t: TestApp;
let url: string;
let sam: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  url = await listenOnFreePort(t.app);
  sam = await signUp(t.app, 'Sam');
});
afterAll(async () => {
  closeClients();
  await t.close();
});

async function lastEventId(user: TestUser) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/user/events',
    headers: { authorization: `Bearer ${user.token}` },
  });
  return response.json<{ data: UserEvents }>().data.lastId;
}

/** Runs `during` while this test holds the numbering lock: no relay can number anything. */
async function withNumberingHeld(during: () => Promise<void>) {
  await t.app.deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${POSITIONING_LOCK_ID})`);
    await during();
  });
}

describe('the push path', () => {
  it('delivers an event straight after its commit, before it is numbered, and once', async () => {
    const socket = await connect(url, { token: sam.token });
    const heard = record(socket, 'notification:expired');
    const numberedBefore = await lastEventId(sam);

    await withNumberingHeld(async () => {
      await outbox(t.app.deps.db)
        .to(rooms.user(sam.id))
        .emit('notification:expired', { ids: ['now'] });
      await heard.until((payload) => payload.ids[0] === 'now');
      // Arrived, with no position given yet: nothing new to catch up on.
      expect(heard.ids).toEqual([]);
      expect(await lastEventId(sam)).toBe(numberedBefore);
    });

    // Numbering resumes: the same event again, numbered, under the same key; applied once.
    const position = await heard.untilNumbered((payload) => payload.ids[0] === 'now');
    expect(BigInt(position)).toBeGreaterThan(BigInt(numberedBefore));
    expect(heard.payloads).toEqual([{ ids: ['now'] }]);
    expect(heard.repeats()).toBe(1);
  });

  it('delivers events too large to ride on the wake-up once they are numbered', async () => {
    const socket = await connect(url, { token: sam.token });
    const heard = record(socket, 'notification:expired');
    const large = Array.from({ length: 1000 }, (_, index) => `notification-${index}`);

    await withNumberingHeld(async () => {
      await outbox(t.app.deps.db)
        .to(rooms.user(sam.id))
        .emit('notification:expired', { ids: large });
      // A small event written after it comes at once: the large one did not (socket order).
      await outbox(t.app.deps.db)
        .to(rooms.user(sam.id))
        .emit('notification:expired', { ids: ['small'] });
      await heard.until((payload) => payload.ids[0] === 'small');
      expect(heard.payloads.map((payload) => payload.ids.length)).toEqual([1]);
    });

    await heard.untilNumbered((payload) => payload.ids.length === large.length);
    expect(heard.payloads.map((payload) => payload.ids.length)).toEqual([1, large.length]);
    expect(heard.repeats()).toBe(1);
  });

  it('carries an event for a 200-member group on the wake-up, before numbering', async () => {
    const socket = await connect(url, { token: sam.token });
    const heard = record(socket, 'notification:expired');
    // Written out, 200 user rooms alone would pass the wake-up's 7,900 bytes.
    const members = [
      rooms.user(sam.id),
      ...Array.from({ length: 199 }, () => rooms.user(randomUUID())),
    ];
    expect(JSON.stringify(members).length).toBeGreaterThan(7900);

    await withNumberingHeld(async () => {
      await outbox(t.app.deps.db)
        .to(members)
        .emit('notification:expired', { ids: ['group'] });
      await heard.until((payload) => payload.ids[0] === 'group');
      expect(heard.ids).toEqual([]);
    });
    await heard.untilNumbered((payload) => payload.ids[0] === 'group');
    expect(heard.repeats()).toBe(1);
  });
});
