import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorMessage } from '@betterplay/contracts';
import { Server } from 'socket.io';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import type { TokenUser } from '../plugins/auth.ts';
import { signUp, type TestUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createHandshakeCheck } from './handshake.ts';
import { closeClients, connect } from './realtime-test-kit.ts';
import { REMEMBER_ROOM_CHECK_MS } from './room-checks.ts';
import { createConnectionHandler } from './socket-core.ts';
import { socketRefusal, type SocketHandlers } from './socket-handlers.ts';
import type { RealtimeServer } from './socket-types.ts';

const clock = manualClock();
let t: TestApp;
let olivia: TestUser;
let url: string;
let server: RealtimeServer;

/** Every check the modules' rooms were asked to make, in order, as `kind:key by user`. */
const checksMade: string[] = [];

/** The boards that exist: the tests add them, and take one away to change a check's answer. */
const boards = new Set<string>();
let nextBoard = 0;
const newBoard = () => {
  nextBoard += 1;
  boards.add(`b${nextBoard}`);
  return `board:b${nextBoard}`;
};

/**
 * A public kind of room, as a module declares one (a social, a sport's list, a court's day):
 * anyone may follow a board that exists, visitors too; another key is refused.
 */
const publicBoards: SocketHandlers = {
  rooms: [
    {
      kind: 'board',
      visitors: 'allowed',
      async authorize({ user, key }) {
        checksMade.push(`board:${key} by ${user?.firstName ?? 'a visitor'}`);
        if (!boards.has(key)) throw socketRefusal('ROOM_UNKNOWN');
      },
    },
  ],
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
      sessionIsCurrent: (user) => app.deps.sessions.isCurrentNow(user),
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
  ({ io: server, url } = await serveSocketCore(t.app, [publicBoards, teams]));
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
    const room = newBoard();
    expect(await join(room)).toEqual({ data: null });
    expect(await join(room)).toEqual({ data: null });
    // Sockets that ask at the same moment share the one check too.
    const together = await Promise.all([join(room), join(room), join(room)]);
    expect(together).toEqual([{ data: null }, { data: null }, { data: null }]);
    expect(checksMade).toEqual([`${room} by a visitor`]);

    // The board goes: a join within the remembered time is still let in (it only hears
    // nothing), and once the answer is stale the check is made again and refuses.
    boards.delete(room.slice('board:'.length));
    clock.advance(REMEMBER_ROOM_CHECK_MS - 1000);
    expect(await join(room)).toEqual({ data: null });
    clock.advance(1000);
    expect(await join(room)).toEqual({ error: errorMessage('ROOM_UNKNOWN') });
    expect(checksMade).toEqual([`${room} by a visitor`, `${room} by a visitor`]);
  });

  it('is made for each user apart, as the answer may depend on who asks', async () => {
    const room = newBoard();
    const jamie = await signUp(t.app, 'Jamie');
    for (const token of [undefined, olivia.token, jamie.token, olivia.token]) {
      expect(await join(room, token)).toEqual({ data: null });
    }
    expect(checksMade).toEqual([`${room} by a visitor`, `${room} by Olivia`, `${room} by Jamie`]);
  });

  it('remembers a refusal as well', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await join('board:missing')).toEqual({ error: errorMessage('ROOM_UNKNOWN') });
      expect(await join('team:closed', olivia.token)).toEqual({
        error: errorMessage('ROOM_UNKNOWN'),
      });
    }
    expect(checksMade).toEqual(['board:missing by a visitor', 'team:closed by Olivia']);
  });

  it('that failed is made again at the next join, not remembered', async () => {
    const failure = { error: errorMessage('INTERNAL') };
    expect(await join('team:broken', olivia.token)).toEqual(failure);
    expect(await join('team:broken', olivia.token)).toEqual(failure);
    expect(checksMade).toEqual(['team:broken by Olivia', 'team:broken by Olivia']);
  });

  it('is not made for a room the socket already follows', async () => {
    const room = newBoard();
    const socket = await connect(url);
    expect(await socket.emitWithAck('room:join', { room })).toEqual({ data: null });
    clock.advance(REMEMBER_ROOM_CHECK_MS);
    expect(await socket.emitWithAck('room:join', { room })).toEqual({ data: null });
    expect(checksMade).toEqual([`${room} by a visitor`]);
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
    expect(await join(newBoard())).toEqual({ data: null });
    expect(await join(newBoard(), olivia.token)).toEqual({ data: null });
  });
});
