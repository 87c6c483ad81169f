import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorMessage, rooms } from '@betterplay/contracts';
import { eq } from 'drizzle-orm';
import { Server } from 'socket.io';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import { socialsSocketHandlers } from '../modules/socials/social-rooms.ts';
import { socials } from '../modules/socials/socials.schema.ts';
import type { TokenUser } from '../plugins/auth.ts';
import { insertSocial, signUp, type TestUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createHandshakeCheck } from './handshake.ts';
import { closeClients, connect } from './realtime-test-support.ts';
import { REMEMBER_ROOM_CHECK_MS } from './room-checks.ts';
import { createConnectionHandler } from './socket-core.ts';
import { socketRefusal, type RoomAccess, type SocketHandlers } from './socket-handlers.ts';
import type { RealtimeServer } from './socket-types.ts';

const clock = manualClock();
let t: TestApp;
let olivia: TestUser;
let url: string;
let server: RealtimeServer;

/** Every check the modules' rooms were asked to make, in order, as `kind:key by user`. */
const checksMade: string[] = [];

/** The real socials rooms, with each check they make written down. */
const countedSocials: SocketHandlers = {
  rooms: (socialsSocketHandlers.rooms ?? []).map((access): RoomAccess => ({
    ...access,
    authorize(input) {
      checksMade.push(`${access.kind}:${input.key} by ${input.user?.firstName ?? 'a visitor'}`);
      return access.authorize(input);
    },
  })),
};

/**
 * A members-only kind of room, as a later module (teams, conversations) would declare it: key
 * 'open' is allowed, 'closed' refused, and 'broken' fails the way a database outage would.
 */
const teams: SocketHandlers = {
  rooms: [
    {
      kind: 'team',
      visitors: 'refused',
      async authorize({ user, key }) {
        checksMade.push(`team:${key} by ${user?.firstName ?? 'a visitor'}`);
        if (key === 'broken') throw new Error('the database did not answer');
        if (key !== 'open') throw socketRefusal('ROOM_UNKNOWN');
      },
    },
  ],
};

/**
 * The socket core as the app runs it (handshake, rate limit, room requests) on its own Socket.IO
 * server, with the app's deps and clock, so the tests can declare rooms of their own.
 */
async function serveSocketCore(app: TestApp['app'], handlers: readonly SocketHandlers[]) {
  const http = createServer();
  const io: RealtimeServer = new Server(http, { path: '/socket.io', serveClient: false });
  io.use(
    createHandshakeCheck({
      allowedOrigins: [],
      verifyToken: (token) => app.jwt.verify<TokenUser>(token),
      userExists: (userId) => app.deps.existingUsers.hasNow(userId),
    }),
  );
  io.on('connection', createConnectionHandler(handlers, app.deps));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return { io, url: `http://127.0.0.1:${port}` };
}

beforeAll(async () => {
  t = await createTestApp({ env: { REDIS: 'off' }, clock });
  olivia = await signUp(t.app, 'Olivia');
  ({ io: server, url } = await serveSocketCore(t.app, [countedSocials, teams]));
});

afterAll(async () => {
  closeClients();
  await server?.close();
  await t?.close();
});

beforeEach(() => {
  checksMade.length = 0;
});

const join = async (room: string, token?: string) => {
  const socket = await connect(url, token === undefined ? {} : { token });
  return socket.emitWithAck('room:join', { room });
};

describe("a room's check", () => {
  it('is made once for a room many sockets join, until its answer is stale', async () => {
    const socialId = await insertSocial(t.app.deps.db, olivia.id);
    const room = rooms.social(socialId);
    expect(await join(room)).toEqual({ data: null });
    expect(await join(room)).toEqual({ data: null });
    // Sockets that ask at the same moment share the one check too.
    const together = await Promise.all([join(room), join(room), join(room)]);
    expect(together).toEqual([{ data: null }, { data: null }, { data: null }]);
    expect(checksMade).toEqual([`social:${socialId} by a visitor`]);

    // The social goes: a join within the remembered time is still let in (it only hears
    // nothing), and once the answer is stale the check is made again and refuses.
    await t.app.deps.db.delete(socials).where(eq(socials.id, socialId));
    clock.advance(REMEMBER_ROOM_CHECK_MS - 1000);
    expect(await join(room)).toEqual({ data: null });
    clock.advance(1000);
    expect(await join(room)).toEqual({ error: errorMessage('SOCIAL_NOT_FOUND') });
    expect(checksMade).toEqual([
      `social:${socialId} by a visitor`,
      `social:${socialId} by a visitor`,
    ]);
  });

  it('is made for each user apart, as the answer may depend on who asks', async () => {
    const socialId = await insertSocial(t.app.deps.db, olivia.id);
    const room = rooms.social(socialId);
    const jamie = await signUp(t.app, 'Jamie');
    for (const token of [undefined, olivia.token, jamie.token, olivia.token]) {
      expect(await join(room, token)).toEqual({ data: null });
    }
    expect(checksMade).toEqual([
      `social:${socialId} by a visitor`,
      `social:${socialId} by Olivia`,
      `social:${socialId} by Jamie`,
    ]);
  });

  it('remembers a refusal as well', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await join('socials:chess')).toEqual({
        error: errorMessage('UNKNOWN_SPORT', {
          category: 'chess',
          choices: 'badminton, basketball, tennis, soccer',
        }),
      });
      expect(await join('team:closed', olivia.token)).toEqual({
        error: errorMessage('ROOM_UNKNOWN'),
      });
    }
    expect(checksMade).toEqual(['socials:chess by a visitor', 'team:closed by Olivia']);
  });

  it('that failed is made again at the next join, not remembered', async () => {
    const failure = { error: errorMessage('INTERNAL') };
    expect(await join('team:broken', olivia.token)).toEqual(failure);
    expect(await join('team:broken', olivia.token)).toEqual(failure);
    expect(checksMade).toEqual(['team:broken by Olivia', 'team:broken by Olivia']);
  });

  it('is not made for a room the socket already follows', async () => {
    const socket = await connect(url);
    expect(await socket.emitWithAck('room:join', { room: 'socials:tennis' })).toEqual({
      data: null,
    });
    clock.advance(REMEMBER_ROOM_CHECK_MS);
    expect(await socket.emitWithAck('room:join', { room: 'socials:tennis' })).toEqual({
      data: null,
    });
    expect(checksMade).toEqual(['socials:tennis by a visitor']);
  });
});

describe('rooms for members only', () => {
  it('refuse visitors before any check, and let signed-in users through theirs', async () => {
    const signInFirst = { error: errorMessage('ROOM_SIGN_IN_REQUIRED') };
    expect(await join('team:open')).toEqual(signInFirst);
    expect(await join('team:closed')).toEqual(signInFirst);
    expect(checksMade).toEqual([]);

    expect(await join('team:open', olivia.token)).toEqual({ data: null });
    expect(checksMade).toEqual(['team:open by Olivia']);
  });

  it('do not change what visitors may follow in public rooms', async () => {
    const socialId = await insertSocial(t.app.deps.db, olivia.id);
    expect(await join(rooms.social(socialId))).toEqual({ data: null });
    expect(await join('socials:badminton')).toEqual({ data: null });
  });
});
