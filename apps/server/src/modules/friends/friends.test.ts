import { randomUUID } from 'node:crypto';
import type { PlayerCard, PlayerSearchPage } from '@betterplay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../users/users.schema.ts';
import { friendships } from './friends.schema.ts';

let t: TestApp;
let me: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  me = await signUp(t.app, 'Maxine');
  other = await signUp(t.app, 'Oscar');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.deps.db.delete(friendships);
});

/** A player straight in the table (signing up through the API hashes a password: slow). */
async function insertPlayer(player: {
  firstName: string;
  lastName: string;
  sports?: string[];
  visibility?: 'public' | 'private';
}) {
  const [row] = await t.app.deps.db
    .insert(users)
    .values({
      firstName: player.firstName,
      lastName: player.lastName,
      email: `${randomUUID()}@example.com`,
      passwordHash: 'not-a-real-hash',
      phone: '0400000000',
      sportPreferences: player.sports ?? [],
      visibility: player.visibility ?? 'public',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no player inserted');
  return row.id;
}

const call = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: user.auth });

async function friendsOf(user: TestUser): Promise<PlayerCard[]> {
  const response = await call(user, 'GET', '/user/friends');
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function search(user: TestUser, q: string, page = 1): Promise<PlayerSearchPage> {
  const query = new URLSearchParams({ q, page: String(page) }).toString();
  const response = await call(user, 'GET', `/users/search?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const names = (cards: PlayerCard[]) => cards.map((card) => `${card.firstName} ${card.lastName}`);
/** Search pages come in id order (see searchPlayerCards): compare names as sets. */
const nameSet = (page: PlayerSearchPage) => names(page.results).sort();

describe('adding and removing friends', () => {
  it('adds a player: 201 Created with their card, and they are in my list', async () => {
    const id = await insertPlayer({ firstName: 'Priya', lastName: 'Shah', sports: ['Tennis'] });
    expect(await friendsOf(me)).toEqual([]);

    const added = await call(me, 'POST', `/user/friends/${id}`);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      message: 'Created',
      data: {
        id,
        firstName: 'Priya',
        lastName: 'Shah',
        avatar: '',
        sports: ['Tennis'],
        isFriend: true,
      },
    });
    expect(await friendsOf(me)).toEqual([added.json().data]);
  });

  it('adding a friend again answers 200 with the same card and keeps one entry', async () => {
    const id = await insertPlayer({ firstName: 'Quinn', lastName: 'Hart' });
    expect((await call(me, 'POST', `/user/friends/${id}`)).statusCode).toBe(201);
    const again = await call(me, 'POST', `/user/friends/${id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id, isFriend: true });
    expect((await friendsOf(me)).map((card) => card.id)).toEqual([id]);
  });

  it('removes a friend: 200 with the card, no longer a friend, gone from my list', async () => {
    const id = await insertPlayer({ firstName: 'Rosa', lastName: 'Diaz' });
    await call(me, 'POST', `/user/friends/${id}`);
    const removed = await call(me, 'DELETE', `/user/friends/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ id, firstName: 'Rosa', isFriend: false });
    expect(await friendsOf(me)).toEqual([]);
  });

  it('removing a player who is not a friend changes nothing and answers 200', async () => {
    const kept = await insertPlayer({ firstName: 'Kept', lastName: 'Friend' });
    const stranger = await insertPlayer({ firstName: 'Sasha', lastName: 'Grey' });
    await call(me, 'POST', `/user/friends/${kept}`);
    const removed = await call(me, 'DELETE', `/user/friends/${stranger}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ id: stranger, isFriend: false });
    expect((await friendsOf(me)).map((card) => card.id)).toEqual([kept]);
  });

  it('tells the one I add in their bell, once, so they can add me back', async () => {
    const bell = async () => {
      const response = await call(other, 'GET', '/organizer/notifications');
      expect(response.statusCode).toBe(200);
      return (response.json().data as { kind: string }[]).filter(
        (entry) => entry.kind === 'friend-added',
      );
    };
    const before = (await bell()).length;
    await call(me, 'POST', `/user/friends/${other.id}`);
    const entries = await bell();
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({
      kind: 'friend-added',
      firstName: 'Maxine',
      socialId: null,
      socialName: '',
      organizerReadFlag: true,
      playerId: me.id,
      isFriend: false,
    });
    expect(entries[0]).not.toHaveProperty('email');
    // Once added back, the entry says so (the web then hides 'Add back').
    await call(other, 'POST', `/user/friends/${me.id}`);
    expect((await bell())[0]).toMatchObject({ isFriend: true });
    // Removing and adding again does not ring the bell again.
    await call(me, 'DELETE', `/user/friends/${other.id}`);
    await call(me, 'POST', `/user/friends/${other.id}`);
    expect(await bell()).toHaveLength(before + 1);
  });

  it('is following: the one I add does not get me as a friend', async () => {
    await call(me, 'POST', `/user/friends/${other.id}`);
    expect(await friendsOf(other)).toEqual([]);
    const seenByOther = await search(other, 'Maxine');
    expect(seenByOther.results.find((card) => card.id === me.id)?.isFriend).toBe(false);
  });

  it('lists my friends by name', async () => {
    const zed = await insertPlayer({ firstName: 'Zed', lastName: 'Adams' });
    const amy = await insertPlayer({ firstName: 'amy', lastName: 'Young' });
    const ben = await insertPlayer({ firstName: 'Ben', lastName: 'Brown' });
    for (const id of [zed, amy, ben]) await call(me, 'POST', `/user/friends/${id}`);
    expect(names(await friendsOf(me))).toEqual(['amy Young', 'Ben Brown', 'Zed Adams']);
  });

  it.each(['POST' as const, 'DELETE' as const])(
    'refuses %s of myself: 400 CANNOT_FRIEND_SELF',
    async (method) => {
      const response = await call(me, method, `/user/friends/${me.id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'CANNOT_FRIEND_SELF',
        message: 'You cannot add yourself as a friend',
      });
    },
  );

  it.each(['POST' as const, 'DELETE' as const])(
    '%s of an unknown player answers 404 USER_NOT_FOUND',
    async (method) => {
      const response = await call(me, method, `/user/friends/${randomUUID()}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'USER_NOT_FOUND',
        message: 'Player not found',
      });
      expect(await friendsOf(me)).toEqual([]);
    },
  );

  it('refuses an id that is not a player id with 400', async () => {
    const response = await call(me, 'POST', '/user/friends/not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('userId must be the id of a player');
  });

  it('a private friend is listed without their sports', async () => {
    const id = await insertPlayer({
      firstName: 'Pia',
      lastName: 'Private',
      sports: ['Soccer'],
      visibility: 'private',
    });
    await call(me, 'POST', `/user/friends/${id}`);
    expect(await friendsOf(me)).toEqual([expect.objectContaining({ id, sports: [] })]);
  });
});

describe('GET /users/search', () => {
  let wanda: string;
  let walt: string;
  let hidden: string;
  beforeAll(async () => {
    wanda = await insertPlayer({ firstName: 'Wanda', lastName: 'Xylander', sports: ['Swimming'] });
    walt = await insertPlayer({ firstName: 'Walt', lastName: 'Xylophone', sports: ['Basketball'] });
    hidden = await insertPlayer({
      firstName: 'Hidden',
      lastName: 'Swimmer',
      sports: ['Swimming'],
      visibility: 'private',
    });
  });

  it('finds players by any part of their name, whatever the case', async () => {
    expect(nameSet(await search(me, 'XYL'))).toEqual(['Walt Xylophone', 'Wanda Xylander']);
    expect(nameSet(await search(me, 'nda xyla'))).toEqual(['Wanda Xylander']);
  });

  it('finds players by a sport they like, by its name or its start, whatever the case', async () => {
    for (const q of ['swimming', 'SWIM', 'Swi']) {
      const ids = (await search(me, q)).results.map((card) => card.id);
      expect(ids).toContain(wanda);
      expect(ids).not.toContain(walt);
    }
    expect((await search(me, 'basketBALL')).results.map((card) => card.id)).toContain(walt);
  });

  it('finds a private profile by name only, and shows no sports for it', async () => {
    expect((await search(me, 'swimming')).results.map((card) => card.id)).not.toContain(hidden);
    const byName = await search(me, 'hidden swim');
    expect(byName.results).toEqual([
      {
        id: hidden,
        firstName: 'Hidden',
        lastName: 'Swimmer',
        avatar: '',
        sports: [],
        isFriend: false,
      },
    ]);
  });

  it('marks the players I follow', async () => {
    await call(me, 'POST', `/user/friends/${walt}`);
    const { results } = await search(me, 'xyl');
    expect(results.map((card) => [card.firstName, card.isFriend]).sort()).toEqual([
      ['Walt', true],
      ['Wanda', false],
    ]);
  });

  it('never lists me', async () => {
    const mine = await search(me, 'Maxine');
    expect(mine.results.map((card) => card.id)).not.toContain(me.id);
    const others = await search(other, 'Maxine');
    expect(others.results.map((card) => card.id)).toContain(me.id);
  });

  it('with fewer than three letters in a row, finds names with a word starting with them', async () => {
    await insertPlayer({ firstName: 'Sally', lastName: 'Ng' });
    await insertPlayer({ firstName: 'Tom', lastName: 'Allenby' });
    await insertPlayer({ firstName: 'Alba', lastName: 'Quill' });
    expect(nameSet(await search(me, 'AL'))).toEqual(['Alba Quill', 'Tom Allenby']);
    expect(nameSet(await search(me, 'n'))).toEqual(['Sally Ng']);
    expect(nameSet(await search(me, 'lly'))).toEqual(['Sally Ng']);
  });

  it('takes % and _ literally', async () => {
    await insertPlayer({ firstName: 'Per_cent', lastName: 'Hundred' });
    await insertPlayer({ firstName: 'Perxcent', lastName: 'Hundred' });
    expect(nameSet(await search(me, 'per_c'))).toEqual(['Per_cent Hundred']);
    expect((await search(me, 'per%t')).results).toEqual([]);
  });

  it('pages by 20 in a stable order without overlap, saying whether more follow', async () => {
    const ids = [];
    for (let index = 0; index < 25; index++) {
      ids.push(
        await insertPlayer({
          firstName: `Pager${String(index).padStart(2, '0')}`,
          lastName: 'Vance',
        }),
      );
    }
    const first = await search(me, 'pager');
    expect(first).toMatchObject({ page: 1, pageSize: 20, hasMore: true });
    expect(first.results).toHaveLength(20);
    const second = await search(me, 'pager', 2);
    expect(second).toMatchObject({ page: 2, pageSize: 20, hasMore: false });
    const paged = [...first.results, ...second.results].map((card) => card.id);
    expect(new Set(paged).size).toBe(25);
    expect([...paged].sort()).toEqual([...ids].sort());
    // The same page twice is the same page: the order is stable.
    expect((await search(me, 'pager')).results).toEqual(first.results);
    expect((await search(me, 'pager', 3)).results).toEqual([]);
  });

  it.each([
    ['an empty search', 'q=%20%20', 'Type a name or a sport to search'],
    ['no search', '', 'q must be text'],
    ['a page past the last allowed', 'q=a&page=501', undefined],
  ])('refuses %s with 400', async (_name, query, message) => {
    const response = await call(me, 'GET', `/users/search?${query}`);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
  });

  it('forgets a deleted player: no longer found nor listed', async () => {
    const gone = await insertPlayer({ firstName: 'Gone', lastName: 'Soon' });
    await call(me, 'POST', `/user/friends/${gone}`);
    await t.app.deps.db.delete(users).where(eq(users.id, gone));
    expect(await friendsOf(me)).toEqual([]);
    expect((await search(me, 'gone soon')).results).toEqual([]);
  });
});
