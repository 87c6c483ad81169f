import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  closeClients,
  connect,
  listenOnFreePort,
  record,
} from '../../realtime/realtime-test-kit.ts';
import { deleteRedisKeys, insertSocial, signUp } from '../../test/factories.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app.ts';

// Two API processes on one PostgreSQL and one Redis: what one does, the other's sockets hear.
describe('join requests, live across two API instances', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: TestApp;
  let b: TestApp;
  let urlB: string;
  const keyPrefix = `bp-test:join-live-${Date.now()}:`;

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await createTestApp({ databaseUrl: database.url, keyPrefix });
    b = await createTestApp({ databaseUrl: database.url, keyPrefix });
    await listenOnFreePort(a.app);
    urlB = await listenOnFreePort(b.app);
  });
  afterAll(async () => {
    closeClients();
    await a.close();
    await b.close();
    await database.drop();
    await deleteRedisKeys(inject('testRedisUrl'), keyPrefix);
  });

  it('a request made through A reaches the organiser on B; the acceptance made through A reaches the player on B', async () => {
    const olivia = await signUp(a.app, 'Olivia');
    const alex = await signUp(a.app, 'Alex');
    const socialId = await insertSocial(a.app.deps.db, olivia.id, {
      category: 'tennis',
      name: 'Friday Smash',
    });

    const oliviaSocket = await connect(urlB, { token: olivia.token });
    const alexSocket = await connect(urlB, { token: alex.token });
    const watcher = await connect(urlB);
    expect(await watcher.emitWithAck('room:join', { room: 'socials:tennis' })).toEqual({
      data: null,
    });
    const requests = record(oliviaSocket, 'join-request:created');
    const oliviaBell = record(oliviaSocket, 'notification:created');
    const decisions = record(alexSocket, 'join-request:decided');
    const alexBell = record(alexSocket, 'notification:created');
    const counts = record(watcher, 'social:attendees-changed');

    const asked = await a.app.inject({
      method: 'POST',
      url: '/api/v1/user/social/booking/request',
      headers: { authorization: `Bearer ${alex.token}` },
      payload: { socialId, organizerId: olivia.id, message: 'Room for one more?' },
    });
    expect(asked.statusCode).toBe(201);
    const requestId: string = asked.json().data.id;

    const created = await requests.until((request) => request.id === requestId);
    expect(created).toMatchObject({
      firstName: 'Alex',
      socialName: 'Friday Smash',
      message: 'Room for one more?',
      status: 'pending',
    });
    expect(await oliviaBell.until((entry) => entry.joinRequestId === requestId)).toMatchObject({
      kind: 'join-request',
      organizerReadFlag: true,
    });

    const accepted = await a.app.inject({
      method: 'PUT',
      url: `/api/v1/organizer/social/request/${requestId}`,
      headers: { authorization: `Bearer ${olivia.token}` },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await decisions.until((decision) => decision.id === requestId)).toEqual({
      id: requestId,
      socialId,
      socialName: 'Friday Smash',
      status: 'accepted',
    });
    expect(await alexBell.until((entry) => entry.joinRequestId === requestId)).toMatchObject({
      kind: 'request-accepted',
      firstName: 'Olivia',
    });
    expect(await counts.until((change) => change.socialId === socialId)).toEqual({
      socialId,
      category: 'tennis',
      attendees: 1,
      capacity: 10,
    });
    // Nothing for the organiser's own decision reached the player's socket twice.
    expect(decisions.payloads).toHaveLength(1);
  });
});
