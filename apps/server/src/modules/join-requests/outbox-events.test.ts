import { rooms, serverEventSchemas, type ServerEventName } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordOutbox } from '../../realtime/outbox-recorder.ts';
import type { SentEvent } from '../../realtime/outbox-recorder.ts';
import { insertSocial, signUp, type TestUser } from '../../test/factories.ts';
import { listNotifications } from '../notifications/list-notifications.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { acceptJoinRequest, rejectJoinRequest } from './decide-join-request.ts';
import { listPendingJoinRequests } from './list-join-requests.ts';
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

  it('builds a request’s payloads in the statement exactly as their schemas and reads say', async () => {
    const socialId = await insertSocial(t.app.deps.db, olivia.id, { capacity: 2 });
    const outboxLog = await recordOutbox(t.app.deps.db);

    const requestId = await askToJoin(sam, socialId);

    const sent = await outboxLog.sent();
    for (const { event, payload } of sent) {
      expect(serverEventSchemas[event].parse(payload)).toEqual(payload);
    }
    const pending = await listPendingJoinRequests({ deps: t.app.deps, organizerId: olivia.id });
    expect(payloadOf(sent, 'join-request:created')).toEqual(
      pending.find((request) => request.id === requestId),
    );
    const bell = await listNotifications({ deps: t.app.deps, userId: olivia.id });
    expect(payloadOf(sent, 'notification:created')).toEqual(
      bell.find((entry) => entry.joinRequestId === requestId),
    );
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

  it.each(['accepted', 'rejected'] as const)(
    'builds a decision’s payloads (%s) in the statement exactly as their schemas and reads say',
    async (status) => {
      const socialId = await insertSocial(t.app.deps.db, olivia.id, { capacity: 2, name: 'Dawn' });
      const requestId = await askToJoin(alex, socialId);
      const outboxLog = await recordOutbox(t.app.deps.db);

      const decide = status === 'accepted' ? acceptJoinRequest : rejectJoinRequest;
      await decide({ deps: t.app.deps, requestId, organizerId: olivia.id });

      const sent = await outboxLog.sent();
      // Parsing drops fields a schema does not name: equal means nothing more, nothing less.
      for (const { event, payload } of sent) {
        expect(serverEventSchemas[event].parse(payload)).toEqual(payload);
      }
      expect(payloadOf(sent, 'join-request:decided')).toEqual({
        id: requestId,
        socialId,
        socialName: 'Dawn',
        status,
      });
      const [bellEntry] = await listNotifications({ deps: t.app.deps, userId: alex.id });
      expect(payloadOf(sent, 'notification:created')).toEqual(bellEntry);
    },
  );

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

function payloadOf(sent: SentEvent[], event: ServerEventName) {
  return sent.find((entry) => entry.event === event)?.payload;
}
