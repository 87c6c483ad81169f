import { rooms } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgeToken, signUp, type TestUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  closeClients,
  connect,
  listenOnFreePort,
  nextEvent,
  record,
  refusal,
} from './realtime-test-kit.ts';
import { outbox } from './outbox.ts';

const WEB_APP_ORIGIN = 'https://play.example.com';

let t: TestApp;
let url: string;
let jamie: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { CORS_ORIGINS: `${WEB_APP_ORIGIN}, http://localhost:5173` } });
  url = await listenOnFreePort(t.app);
  jamie = await signUp(t.app, 'Jamie');
});

afterAll(async () => {
  closeClients();
  await t?.close();
});

const now = () => Math.floor(Date.now() / 1000);
const claims = () => ({ sub: jamie.id, firstName: 'Jamie', email: 'jamie@example.com' });

describe('the Socket.IO handshake', () => {
  it('accepts the Origin of its own host and of CORS_ORIGINS', async () => {
    await expect(connect(url, { origin: url, token: jamie.token })).resolves.toBeDefined();
    await expect(connect(url, { origin: WEB_APP_ORIGIN })).resolves.toBeDefined();
    await expect(connect(url, { origin: 'http://localhost:5173' })).resolves.toBeDefined();
  });

  it('accepts a client on long-polling, and checks its Origin too', async () => {
    const polling = await connect(url, { transports: ['polling'], token: jamie.token });
    expect(polling.io.engine.transport.name).toBe('polling');
    expect(await refusal(url, { transports: ['polling'], origin: 'https://evil.example' })).toBe(
      'Origin not allowed',
    );
  });

  it('accepts a client that sends no Origin (non-browser clients, same-origin polling)', async () => {
    await expect(connect(url, { token: jamie.token })).resolves.toBeDefined();
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a look-alike of an allowed origin', 'https://play.example.com.evil.example'],
    ['an allowed host on another port', 'https://play.example.com:8443'],
    ['an opaque origin', 'null'],
  ])('refuses %s', async (_, origin) => {
    expect(await refusal(url, { origin, token: jamie.token })).toBe('Origin not allowed');
  });

  it('refuses an expired token', async () => {
    const expired = forgeToken(
      { alg: 'HS256', typ: 'JWT' },
      { ...claims(), iat: now() - 7200, exp: now() - 3600 },
      t.config.jwt.secret,
    );
    expect(await refusal(url, { token: expired })).toBe('Invalid or expired token');
  });

  it.each([
    [
      'a changed payload',
      () => {
        const [header, , signature] = jamie.token.split('.');
        const payload = Buffer.from(JSON.stringify({ ...claims(), sub: 'someone-else' })).toString(
          'base64url',
        );
        return `${header}.${payload}.${signature}`;
      },
    ],
    [
      'a token signed with another secret',
      () =>
        forgeToken(
          { alg: 'HS256', typ: 'JWT' },
          { ...claims(), exp: now() + 600 },
          'another-secret-that-is-long-enough-000000000',
        ),
    ],
    ['an unsigned token', () => forgeToken({ alg: 'none' }, { ...claims(), exp: now() + 600 }, '')],
    ['a token that is not a string', () => 42],
  ])('refuses %s', async (_, makeToken) => {
    expect(await refusal(url, { token: makeToken() })).toBe('Invalid or expired token');
  });

  it('accepts a hand-made token with the right secret and expiry (control)', async () => {
    const valid = forgeToken(
      { alg: 'HS256', typ: 'JWT' },
      { ...claims(), exp: now() + 600 },
      t.config.jwt.secret,
    );
    await expect(connect(url, { token: valid })).resolves.toBeDefined();
  });

  it('lets a visitor in without a token, to follow public rooms but never to get user events', async () => {
    const visitor = await connect(url);
    expect(await visitor.emitWithAck('room:join', { room: 'socials:badminton' })).toEqual({
      data: null,
    });
    const userEvents = record(visitor, 'join-request:decided');
    const sentinel = nextEvent(visitor, 'social:attendees-changed');
    const jamieSocket = await connect(url, { token: jamie.token });
    const jamieGot = nextEvent(jamieSocket, 'join-request:decided');

    const decision = {
      id: '6f1c1f43-5a1e-4d4b-9a57-58b1f6a0a001',
      socialId: '6f1c1f43-5a1e-4d4b-9a57-58b1f6a0a002',
      socialName: 'Friday Smash',
      status: 'accepted' as const,
    };
    await outbox(t.app.deps.db).to(rooms.user(jamie.id)).emit('join-request:decided', decision);
    const change = {
      socialId: decision.socialId,
      category: 'badminton',
      attendees: 2,
      capacity: 8,
    };
    await outbox(t.app.deps.db).to('socials:badminton').emit('social:attendees-changed', change);

    expect(await jamieGot).toEqual(decision);
    expect(await sentinel).toEqual(change);
    expect(userEvents.payloads).toEqual([]);
  });
});
