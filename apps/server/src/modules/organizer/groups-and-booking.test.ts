import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socials } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { inDays, insertSocial, signUp, type TestUser } from '../../test/social-factories.ts';

let t: TestApp;
let olivia: TestUser;
let alex: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  olivia = await signUp(t.app, 'Olivia');
  alex = await signUp(t.app, 'Alex');
});
afterAll(() => t.close());

const book = (user: TestUser | null, socialId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/social/booking',
    headers: user ? user.auth : {},
    payload: { socialId },
  });

describe('POST /user/social/booking', () => {
  it('takes a place straight away and counts it', async () => {
    const socialId = await insertSocial(t.app.db, olivia.id, { capacity: 1 });
    const response = await book(alex, socialId);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: 'Created', data: { socialId } });
    const [social] = await t.app.db
      .select({ attendees: socials.attendeesCount })
      .from(socials)
      .where(eq(socials.id, socialId));
    expect(social?.attendees).toBe(1);
  });

  it('refuses a second place for the same player', async () => {
    const socialId = await insertSocial(t.app.db, olivia.id, { capacity: 5 });
    expect((await book(alex, socialId)).statusCode).toBe(201);
    const again = await book(alex, socialId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a place in this social');
  });

  it('refuses a place in a full social', async () => {
    const socialId = await insertSocial(t.app.db, olivia.id, { capacity: 1 });
    expect((await book(await signUp(t.app, 'Sam'), socialId)).statusCode).toBe(201);
    const late = await book(alex, socialId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This social is full');
  });

  it('refuses past socials, one’s own social, unknown socials and visitors', async () => {
    const past = await insertSocial(t.app.db, olivia.id, { date: inDays(-2) });
    expect((await book(alex, past)).statusCode).toBe(400);
    const own = await insertSocial(t.app.db, olivia.id);
    expect((await book(olivia, own)).statusCode).toBe(403);
    expect((await book(alex, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await book(null, own)).statusCode).toBe(401);
  });
});

describe('GET /organizer/social/groups', () => {
  it("lists one group per social of the organiser's, with its members", async () => {
    const socialId = await insertSocial(t.app.db, olivia.id, { name: 'Group Rally' });
    await book(alex, socialId);
    const groups = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/organizer/social/groups',
        headers: olivia.auth,
      })
    ).json().data;
    const group = groups.find((entry: { socialId: string }) => entry.socialId === socialId);
    expect(group).toMatchObject({ title: 'Group Rally', members: 2 });
    expect(
      group.participants.map(
        (participant: { user: { firstName: string } }) => participant.user.firstName,
      ),
    ).toEqual(['Alex']);

    const strangers = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/organizer/social/groups',
        headers: alex.auth,
      })
    ).json().data;
    expect(strangers).toEqual([]);
  });
});
