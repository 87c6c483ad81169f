import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import {
  closeClients,
  connect,
  listenOnFreePort,
  nextEvent,
  refusal,
  type ClientSocket,
} from '../../realtime/realtime-test-kit.ts';
import { forgeToken, insertSocial, signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app.ts';
import { socialBookings, socials } from '../socials/socials.schema.ts';
import { deleteUser } from './delete-user.ts';
import { users } from './users.schema.ts';

// Two API processes on one database and one Redis, as docker-compose runs them. `first` reads
// the time from a clock the tests move, to show how long it may remember an account.
const clock = manualClock();
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let first: TestApp;
let second: TestApp;
let firstUrl: string;
let secondUrl: string;
let organizer: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  const keyPrefix = `bp-test:${randomBytes(6).toString('hex')}:`;
  first = await createTestApp({ databaseUrl: database.url, keyPrefix, clock });
  second = await createTestApp({ databaseUrl: database.url, keyPrefix });
  firstUrl = await listenOnFreePort(first.app);
  secondUrl = await listenOnFreePort(second.app);
  organizer = await signUp(first.app, 'Olivia');
});

afterAll(async () => {
  closeClients();
  await first?.close();
  await second?.close();
  await database?.drop();
});

const myRequests = (t: TestApp, user: TestUser) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user/social/booking/request', headers: user.auth });

const askToJoin = async (t: TestApp, user: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/social/booking/request',
    headers: user.auth,
    payload: {
      socialId: await insertSocial(t.app.deps.db, organizer.id),
      organizerId: organizer.id,
      message: 'Room for one more?',
    },
  });

const expectUnauthorized = (response: Awaited<ReturnType<typeof myRequests>>) => {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
};

/** Resolves with the reason once the server closes the socket (generous: fails only if never). */
const disconnection = (socket: ClientSocket) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket was never disconnected')), 5000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

describe('deleteUser and the tokens of deleted accounts', () => {
  it('answers 401 UNAUTHORIZED, never 500, to a deleted user on a read and on a write', async () => {
    const dana = await signUp(first.app, 'Dana');
    // Remembered as existing by this process before the deletion.
    expect((await myRequests(first, dana)).statusCode).toBe(200);

    expect(await deleteUser({ deps: first.app.deps, userId: dana.id })).toBe(true);

    expectUnauthorized(await myRequests(first, dana));
    expectUnauthorized(await askToJoin(first, dana));
  });

  it('answers 401 to a write on another process that still remembered the account', async () => {
    const eli = await signUp(first.app, 'Eli');
    expect((await myRequests(first, eli)).statusCode).toBe(200);

    await deleteUser({ deps: second.app.deps, userId: eli.id });

    expectUnauthorized(await askToJoin(first, eli));
    expectUnauthorized(await myRequests(first, eli));
  });

  it('lets another process remember an account for at most 30 seconds', async () => {
    const fay = await signUp(first.app, 'Fay');
    expect((await myRequests(first, fay)).statusCode).toBe(200);

    // Deleted behind the process's back, as an admin script in another process would.
    await second.app.deps.db.delete(users).where(eq(users.id, fay.id));
    clock.advance(30_000);

    expectUnauthorized(await myRequests(first, fay));
  });

  it('refuses the socket handshake of a deleted account', async () => {
    const gus = await signUp(first.app, 'Gus');
    await expect(connect(firstUrl, { token: gus.token })).resolves.toBeDefined();

    await deleteUser({ deps: first.app.deps, userId: gus.id });

    for (const url of [firstUrl, secondUrl]) {
      expect(await refusal(url, { token: gus.token })).toBe('Invalid or expired token');
    }
  });

  it("disconnects the deleted user's open sockets on every process, and no one else's", async () => {
    const hal = await signUp(first.app, 'Hal');
    const onFirst = await connect(firstUrl, { token: hal.token });
    const onSecond = await connect(secondUrl, { token: hal.token });
    const bystander = await connect(secondUrl, { token: organizer.token });
    const closed = [disconnection(onFirst), disconnection(onSecond)];

    await deleteUser({ deps: first.app.deps, userId: hal.id });

    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(bystander.connected).toBe(true);
  });

  it("gives back the places the user held at other people's socials", async () => {
    const ivy = await signUp(first.app, 'Ivy');
    const socialId = await insertSocial(first.app.deps.db, organizer.id, {
      capacity: 4,
      attendeesCount: 2,
    });
    await first.app.deps.db.insert(socialBookings).values({ socialId, userId: ivy.id });
    const watcher = await connect(secondUrl);
    expect(await watcher.emitWithAck('room:join', { room: `social:${socialId}` })).toEqual({
      data: null,
    });
    const announced = nextEvent(watcher, 'social:attendees-changed');

    await deleteUser({ deps: first.app.deps, userId: ivy.id });

    expect(await announced).toEqual({ socialId, category: 'badminton', attendees: 1, capacity: 4 });

    const [social] = await first.app.deps.db
      .select({ attendees: socials.attendeesCount })
      .from(socials)
      .where(eq(socials.id, socialId));
    expect(social).toEqual({ attendees: 1 });
  });

  it('answers 401 to a signed token whose subject is not a user id at all', async () => {
    const token = forgeToken(
      { alg: 'HS256', typ: 'JWT' },
      { sub: 'not-a-user-id', firstName: 'Nobody', email: 'n', exp: Date.now() / 1000 + 600 },
      first.config.jwt.secret,
    );
    const response = await first.app.inject({
      method: 'GET',
      url: '/api/v1/user/social/booking/request',
      headers: { authorization: `Bearer ${token}` },
    });
    expectUnauthorized(response);
  });

  it('answers false for an account that does not exist', async () => {
    const unknown = '6f1c1f43-5a1e-4d4b-9a57-58b1f6a0a0ff';
    expect(await deleteUser({ deps: first.app.deps, userId: unknown })).toBe(false);
  });
});
