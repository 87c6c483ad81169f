import { randomUUID } from 'node:crypto';
import { errorMessage, rooms } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import { deleteSocial, insertSocial, signUp } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  closeClients,
  connect,
  connected,
  listenOnFreePort,
  nextEvent,
  record,
} from './realtime-test-kit.ts';
import { REMEMBER_ROOM_CHECK_MS } from './room-checks.ts';
import { MAX_FOLLOWED_ROOMS, roomAccessByKind } from './room-requests.ts';
import { outbox } from './outbox.ts';

const SOCIAL_NOT_FOUND = errorMessage('SOCIAL_NOT_FOUND');
const UNKNOWN_ROOM = errorMessage('ROOM_UNKNOWN');
const TOO_MANY_ROOMS = errorMessage('ROOMS_TOO_MANY');
const unknownSport = (category: string) =>
  errorMessage('UNKNOWN_SPORT', { category, choices: 'badminton, basketball, tennis, soccer' });

/** Moved on by the tests that need the room checks' memory to expire. */
const clock = manualClock();
let t: TestApp;
let url: string;
let organizerId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { REDIS: 'off' }, clock });
  url = await listenOnFreePort(t.app);
  organizerId = (await signUp(t.app, 'Olivia')).id;
});

afterAll(async () => {
  closeClients();
  await t?.close();
});

const newSocial = () => insertSocial(t.app.deps.db, organizerId, { category: 'tennis' });

describe('room:join and room:leave', () => {
  it("follows a room after its module's check, and stops on leave", async () => {
    const socialId = await newSocial();
    const watcher = await connect(url);
    expect(await watcher.emitWithAck('room:join', { room: rooms.social(socialId) })).toEqual({
      data: null,
    });
    const seen = record(watcher, 'social:attendees-changed');
    const change = { socialId, category: 'tennis', attendees: 1, capacity: 10 };
    await outbox(t.app.deps.db).to(rooms.social(socialId)).emit('social:attendees-changed', change);
    await seen.until((payload) => payload.attendees === 1);

    expect(await watcher.emitWithAck('room:leave', { room: rooms.social(socialId) })).toEqual({
      data: null,
    });
    await watcher.emitWithAck('room:join', { room: 'socials:basketball' });
    await outbox(t.app.deps.db)
      .to(rooms.social(socialId))
      .emit('social:attendees-changed', { ...change, attendees: 2 });
    const sentinel = { ...change, category: 'basketball', attendees: 9 };
    await outbox(t.app.deps.db).to('socials:basketball').emit('social:attendees-changed', sentinel);
    await seen.until((payload) => payload.attendees === 9);
    expect(seen.payloads.map((payload) => payload.attendees)).toEqual([1, 9]);
  });

  it.each([
    ['a social that does not exist', () => rooms.social(randomUUID()), SOCIAL_NOT_FOUND],
    ['a social id that is not an id', () => 'social:not-a-uuid', SOCIAL_NOT_FOUND],
    ['an unknown sport', () => 'socials:chess', unknownSport('chess')],
    ['a sport in capitals', () => 'socials:Tennis', unknownSport('Tennis')],
    ['a kind of room no module declares', () => 'chess:1', UNKNOWN_ROOM],
    ['a room name without a kind', () => 'lobby', UNKNOWN_ROOM],
    ["another user's room", () => rooms.user(organizerId), UNKNOWN_ROOM],
  ])('refuses %s, joining nothing', async (_, room, error) => {
    const socket = await connect(url);
    expect(await socket.emitWithAck('room:join', { room: room() })).toEqual({ error });
  });

  it('answers requests of the wrong shape with how to ask', async () => {
    const socket = await connect(url);
    for (const request of [{}, { room: 5 }, 'social:1', { room: '' }]) {
      const answer = await socket.emitWithAck('room:join', request);
      expect(answer).toEqual({ error: errorMessage('ROOM_REQUEST_INVALID') });
    }
  });

  it("keeps a signed-in socket's own user room when asked to leave it", async () => {
    const jamie = await signUp(t.app, 'Jamie');
    const socket = await connect(url, { token: jamie.token });
    await socket.emitWithAck('room:leave', { room: rooms.user(jamie.id) });
    const heard = nextEvent(socket, 'notification:expired');
    await outbox(t.app.deps.db).to(rooms.user(jamie.id)).emit('notification:expired', { ids: [] });
    expect(await heard).toEqual({ ids: [] });
  });

  it('caps how many rooms one socket follows', async () => {
    const socialIds: string[] = [];
    for (let i = 0; i <= MAX_FOLLOWED_ROOMS; i += 1) socialIds.push(await newSocial());
    const socket = await connect(url);
    // Paced under the per-socket rate limit.
    for (const socialId of socialIds.slice(0, MAX_FOLLOWED_ROOMS)) {
      expect(await socket.emitWithAck('room:join', { room: rooms.social(socialId) })).toEqual({
        data: null,
      });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    const last = rooms.social(socialIds.at(-1) ?? '');
    expect(await socket.emitWithAck('room:join', { room: last })).toEqual({
      error: TOO_MANY_ROOMS,
    });
    // Joining a room already followed is not a new room, and leaving one frees a place.
    const first = rooms.social(socialIds[0] ?? '');
    expect(await socket.emitWithAck('room:join', { room: first })).toEqual({ data: null });
    await socket.emitWithAck('room:leave', { room: first });
    expect(await socket.emitWithAck('room:join', { room: last })).toEqual({ data: null });
  }, 20_000);
});

describe('a reconnected socket', () => {
  it("is in no room but its user's until it asks again, and its asks are checked", async () => {
    const socialId = await newSocial();
    const watcher = await connect(url, { reconnection: true });
    await watcher.emitWithAck('room:join', { room: rooms.social(socialId) });
    const dropped = new Promise((resolve) => watcher.once('disconnect', resolve));
    watcher.io.engine.close();
    await dropped;
    await connected(watcher);
    expect(watcher.recovered).toBeFalsy();

    const seen = record(watcher, 'social:attendees-changed');
    const change = { socialId, category: 'tennis', attendees: 1, capacity: 10 };
    await outbox(t.app.deps.db).to(rooms.social(socialId)).emit('social:attendees-changed', change);
    expect(await watcher.emitWithAck('room:join', { room: 'socials:basketball' })).toEqual({
      data: null,
    });
    const sentinel = { ...change, category: 'basketball' };
    await outbox(t.app.deps.db).to('socials:basketball').emit('social:attendees-changed', sentinel);
    await seen.until((payload) => payload.category === 'basketball');
    expect(seen.payloads).toEqual([sentinel]);

    // While the tab was away the social went: asking again is refused, once this process no
    // longer remembers the social's check.
    await deleteSocial(t.app.deps.db, socialId);
    clock.advance(REMEMBER_ROOM_CHECK_MS);
    expect(await watcher.emitWithAck('room:join', { room: rooms.social(socialId) })).toEqual({
      error: errorMessage('SOCIAL_NOT_FOUND'),
    });
  });
});

describe('the rooms modules declare', () => {
  const allow = async () => undefined;

  it('refuses a kind declared twice, or the reserved user kind', () => {
    expect(() =>
      roomAccessByKind([
        { kind: 'social', visitors: 'allowed', authorize: allow },
        { kind: 'social', visitors: 'refused', authorize: allow },
      ]),
    ).toThrow(/declared twice/);
    expect(() =>
      roomAccessByKind([{ kind: 'user', visitors: 'refused', authorize: allow }]),
    ).toThrow(/reserved/);
  });
});
