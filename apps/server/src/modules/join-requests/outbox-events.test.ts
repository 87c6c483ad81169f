import { rooms } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordOutbox } from '../../realtime/outbox-recorder.ts';
import { insertSocial, signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { acceptJoinRequest, rejectJoinRequest } from './decide-join-request.ts';
import { requestToJoin } from './request-to-join.ts';

let t: TestApp;
let olivia: TestUser;
let alex: TestUser;
let sam: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  olivia = await signUp(t.app, 'Olivia');
  alex = await signUp(t.app, 'Alex');
  sam = await signUp(t.app, 'Sam');
});
afterAll(() => t.close());

async function askToJoin(player: TestUser, socialId: string) {
  const request = await requestToJoin({
    deps: t.app.deps,
    userId: player.id,
    socialId,
    organizerId: olivia.id,
    message: '',
  });
  return request.id;
}

describe('events are stored with the change they announce, or not at all', () => {
  it('stores the organiser’s events with a join request', async () => {
    const socialId = await insertSocial(t.app.deps.db, olivia.id, { capacity: 2 });
    const outboxLog = await recordOutbox(t.app.deps.db);

    const requestId = await askToJoin(alex, socialId);

    expect(await outboxLog.sent()).toEqual([
      {
        room: rooms.user(olivia.id),
        event: 'join-request:created',
        payload: expect.objectContaining({ id: requestId, socialId }),
      },
      {
        room: rooms.user(olivia.id),
        event: 'notification:created',
        payload: expect.objectContaining({ kind: 'join-request', joinRequestId: requestId }),
      },
    ]);
  });

  it('stores the decision, the new count and the bell entry with an accept', async () => {
    const socialId = await insertSocial(t.app.deps.db, olivia.id, { capacity: 2 });
    const requestId = await askToJoin(alex, socialId);
    const outboxLog = await recordOutbox(t.app.deps.db);

    await acceptJoinRequest({ deps: t.app.deps, requestId, organizerId: olivia.id });

    const sent = await outboxLog.sent();
    expect(sent.map(({ room, event }) => `${event} → ${room}`)).toEqual([
      `join-request:decided → ${rooms.user(alex.id)}`,
      `social:attendees-changed → ${rooms.social(socialId)}`,
      `social:attendees-changed → socials:badminton`,
      // Alex joins the social's chat group: both its members hear of it.
      ...[olivia.id, alex.id].sort().map((id) => `conversation:updated → ${rooms.user(id)}`),
      `notification:created → ${rooms.user(alex.id)}`,
    ]);
    expect(sent[1]?.payload).toMatchObject({ socialId, attendees: 1, capacity: 2 });
  });

  it('stores nothing for an accept refused because the social is full', async () => {
    const socialId = await insertSocial(t.app.deps.db, olivia.id, { capacity: 1 });
    const first = await askToJoin(alex, socialId);
    const second = await askToJoin(sam, socialId);
    await acceptJoinRequest({ deps: t.app.deps, requestId: first, organizerId: olivia.id });
    const outboxLog = await recordOutbox(t.app.deps.db);

    await expect(
      acceptJoinRequest({ deps: t.app.deps, requestId: second, organizerId: olivia.id }),
    ).rejects.toMatchObject({ code: 'SOCIAL_FULL_ON_ACCEPT' });
    expect(await outboxLog.sent()).toEqual([]);
  });

  it('stores nothing for a second decision on the same request', async () => {
    const socialId = await insertSocial(t.app.deps.db, olivia.id, { capacity: 1 });
    const requestId = await askToJoin(alex, socialId);
    await rejectJoinRequest({ deps: t.app.deps, requestId, organizerId: olivia.id });
    const outboxLog = await recordOutbox(t.app.deps.db);

    await expect(
      acceptJoinRequest({ deps: t.app.deps, requestId, organizerId: olivia.id }),
    ).rejects.toMatchObject({ code: 'REQUEST_ALREADY_DECIDED' });
    expect(await outboxLog.sent()).toEqual([]);
  });
});
