import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { runMigrations } from '../../db/migrate.ts';
import {
  closeClients,
  connect,
  listenOnFreePort,
  record,
} from '../../realtime/realtime-test-kit.ts';
import { insertSocial, signUp, type TestUser } from '../../test/factories.ts';
import { insertMissingGroups } from '../chat/social-groups-repository.ts';

// The write paths build their statements and their pushes by hand (one round trip where there
// were several): the embedded default must answer and push exactly what PostgreSQL does.
describe('request, accept and chat send on PGlite (the embedded default)', () => {
  let dataDir: string;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bp-pglite-writes-'));
    app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, REDIS: 'off' }));
    await runMigrations(app.database);
    url = await listenOnFreePort(app);
  }, 120_000);
  afterAll(async () => {
    closeClients();
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = async (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT',
    route: string,
    payload?: object,
  ) => {
    const response = await app.inject({
      method,
      url: `/api/v1${route}`,
      headers: user.auth,
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('answers, lists and pushes the same bell entries, group and message', async () => {
    expect(app.database.driver).toBe('pglite');
    const olivia = await signUp(app, 'Olivia');
    const alex = await signUp(app, 'Alex');
    const socialId = await insertSocial(app.deps.db, olivia.id, { capacity: 1 });
    await app.deps.db.transaction((tx) => insertMissingGroups(tx, [socialId]));
    const organizerSocket = await connect(url, { token: olivia.token });
    const playerSocket = await connect(url, { token: alex.token });
    const organizerBell = record(organizerSocket, 'notification:created');
    const playerBell = record(playerSocket, 'notification:created');
    const groupChanges = record(organizerSocket, 'conversation:updated');
    const messages = record(organizerSocket, 'chat:message');

    const asked = await call(alex, 'POST', '/user/social/booking/request', {
      socialId,
      organizerId: olivia.id,
    });
    expect(asked.status).toBe(201);
    const again = await call(alex, 'POST', '/user/social/booking/request', {
      socialId,
      organizerId: olivia.id,
    });
    expect(again.body.code).toBe('ALREADY_REQUESTED');
    const [organizerEntry] = (await call(olivia, 'GET', '/organizer/notifications')).body.data;
    expect(await organizerBell.until(() => true)).toEqual(organizerEntry);

    const requestId: string = asked.body.data.id;
    expect((await call(olivia, 'PUT', `/organizer/social/request/${requestId}`)).status).toBe(200);
    const [playerEntry] = (await call(alex, 'GET', '/organizer/notifications')).body.data;
    expect(playerEntry.kind).toBe('request-accepted');
    expect(await playerBell.until(() => true)).toEqual(playerEntry);
    const [group] = (await call(alex, 'GET', '/user/conversations')).body.data;
    expect(group.memberCount).toBe(2);
    expect(await groupChanges.until(() => true)).toEqual({ conversationId: group.id });

    const sent = await call(alex, 'POST', `/user/conversations/${group.id}/messages`, {
      clientId: 'c-1',
      body: 'See you there',
    });
    expect(sent.status).toBe(201);
    const retried = await call(alex, 'POST', `/user/conversations/${group.id}/messages`, {
      clientId: 'c-1',
      body: 'See you there',
    });
    expect(retried.body.data).toEqual(sent.body.data);
    expect(await messages.until(() => true)).toEqual(sent.body.data);
  }, 60_000);
});
