import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertSocial, signUp, type TestUser } from '../../test/factories.ts';
import { friendships } from '../friends/friends.schema.ts';
import { givePlace } from '../waitlist/waitlist-test-kit.ts';

let t: TestApp;
let olivia: TestUser;
let alex: TestUser;
let players: TestUser[];
beforeAll(async () => {
  t = await createTestApp();
  olivia = await signUp(t.app, 'Olivia');
  alex = await signUp(t.app, 'Alex');
  players = [];
  for (const name of ['Sam', 'Priya', 'Jo', 'Kai', 'Lee', 'Mo']) {
    players.push(await signUp(t.app, name));
  }
});
afterAll(() => t.close());

const going = (user: TestUser | null, socialId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/socials/${socialId}/going`,
    headers: user ? user.auth : {},
  });

describe('GET /socials/:id/going', () => {
  it("counts every place and names only the asker's friends, soonest booked first, four at most", async () => {
    const socialId = await insertSocial(t.app.deps.db, olivia.id, { capacity: 10 });
    // Alex follows everyone but Jo; Jo follows Alex (following is one way).
    const [sam, priya, jo, kai, lee, mo] = players;
    await t.app.deps.db.insert(friendships).values([
      ...[sam, priya, kai, lee, mo].map((friend) => ({
        followerId: alex.id,
        friendId: friend!.id,
      })),
      { followerId: jo!.id, friendId: alex.id },
    ]);
    for (const player of [priya, jo, sam, kai, lee, mo, alex]) {
      await givePlace(t, player!, socialId);
    }

    const answer = await going(alex, socialId);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data).toMatchObject({ total: 7, friends: 5 });
    expect(data.people.map((person: { firstName: string }) => person.firstName)).toEqual([
      'Priya',
      'Sam',
      'Kai',
      'Lee',
    ]);
    expect(Object.keys(data.people[0]).sort()).toEqual(['avatar', 'firstName', 'id', 'lastName']);

    // Jo follows only Alex: the one name Jo sees.
    const jos = (await going(jo!, socialId)).json().data;
    expect(jos).toMatchObject({ total: 7, friends: 1 });
    expect(jos.people.map((person: { id: string }) => person.id)).toEqual([alex.id]);
    // Olivia, the organiser, follows nobody: a number, no names.
    expect((await going(olivia, socialId)).json().data).toEqual({
      total: 7,
      friends: 0,
      people: [],
    });
  });

  it('answers 404 for an unknown social, 400 for a malformed id and 401 signed out', async () => {
    const socialId = await insertSocial(t.app.deps.db, olivia.id, { capacity: 2 });
    expect((await going(alex, socialId)).json().data).toEqual({ total: 0, friends: 0, people: [] });
    const unknown = await going(alex, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Social not found');
    expect((await going(alex, 'nope')).statusCode).toBe(400);
    expect((await going(null, socialId)).statusCode).toBe(401);
  });
});
