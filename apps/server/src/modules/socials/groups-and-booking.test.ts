import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socials } from './socials.schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { inDays, insertSocial, signUp, type TestUser } from '../../test/factories.ts';

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
  it('asks the organiser, as a join request: no place until an accept', async () => {
    const socialId = await insertSocial(t.app.deps.db, olivia.id, { capacity: 1 });
    const response = await book(alex, socialId);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Request sent successfully',
      data: { status: 'pending', social: { id: socialId, attendees: 0 } },
    });
    const [social] = await t.app.deps.db
      .select({ attendees: socials.attendeesCount })
      .from(socials)
      .where(eq(socials.id, socialId));
    expect(social?.attendees).toBe(0);
    const requests = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/organizer/social/requests',
        headers: olivia.auth,
      })
    ).json().data;
    expect(requests).toContainEqual(expect.objectContaining({ socialId, firstName: 'Alex' }));
  });

  it('refuses a second request, a full social, a past one, one’s own, unknown ones and visitors', async () => {
    const socialId = await insertSocial(t.app.deps.db, olivia.id, { capacity: 5 });
    expect((await book(alex, socialId)).statusCode).toBe(201);
    expect((await book(alex, socialId)).statusCode).toBe(409);
    const full = await insertSocial(t.app.deps.db, olivia.id, { capacity: 1 });
    await t.app.deps.db.update(socials).set({ attendeesCount: 1 }).where(eq(socials.id, full));
    expect((await book(alex, full)).json().message).toBe('This social is full');
    const past = await insertSocial(t.app.deps.db, olivia.id, { date: inDays(-2) });
    expect((await book(alex, past)).statusCode).toBe(400);
    const own = await insertSocial(t.app.deps.db, olivia.id);
    expect((await book(olivia, own)).statusCode).toBe(403);
    expect((await book(alex, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await book(null, own)).statusCode).toBe(401);
  });
});

describe('GET /organizer/social/groups', () => {
  it("lists one group per social of the organiser's, with its members", async () => {
    const socialId = await insertSocial(t.app.deps.db, olivia.id, { name: 'Group Rally' });
    const requestId: string = (await book(alex, socialId)).json().data.id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/organizer/social/request/${requestId}`,
      headers: olivia.auth,
    });
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
