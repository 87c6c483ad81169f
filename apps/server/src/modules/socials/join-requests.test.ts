import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { joinRequests, socialBookings, socials } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { inDays, insertSocial, signUp, type TestUser } from '../../test/social-factories.ts';

let t: TestApp;
let olivia: TestUser;
let alex: TestUser;
let sam: TestUser;
let socialId: string;

beforeAll(async () => {
  t = await createTestApp();
  olivia = await signUp(t.app, 'Olivia');
  alex = await signUp(t.app, 'Alex');
  sam = await signUp(t.app, 'Sam');
});
beforeEach(async () => {
  socialId = await insertSocial(t.app.db, olivia.id, { capacity: 2, name: 'Evening Rally' });
});
afterAll(() => t.close());

const ask = (user: TestUser, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/social/booking/request',
    headers: user.auth,
    payload: body,
  });
const decide = (user: TestUser, id: string, method: 'PUT' | 'DELETE') =>
  t.app.inject({ method, url: `/api/v1/organizer/social/request/${id}`, headers: user.auth });
const askToJoin = async (user: TestUser, id = socialId) => {
  const response = await ask(user, {
    socialId: id,
    organizerId: olivia.id,
    message: 'Can I play?',
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as string;
};

describe('POST /user/social/booking/request', () => {
  it('stores the request and answers the spec text', async () => {
    const response = await ask(alex, {
      socialId,
      organizerId: olivia.id,
      message: 'Beginner here',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Request sent successfully',
      data: {
        status: 'pending',
        message: 'Beginner here',
        social: { id: socialId, name: 'Evening Rally' },
      },
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/social/booking/request',
      headers: alex.auth,
    });
    expect(
      mine.json().data.map((request: { social: { id: string } }) => request.social.id),
    ).toContain(socialId);
  });

  it('tells the organiser: a pending request and an unread notification', async () => {
    await askToJoin(alex);
    const requests = await t.app.inject({
      method: 'GET',
      url: '/api/v1/organizer/social/requests',
      headers: olivia.auth,
    });
    expect(requests.json().data[0]).toMatchObject({
      firstName: 'Alex',
      email: alex.email,
      socialName: 'Evening Rally',
      status: 'pending',
      organizerReadFlag: true,
    });
    const bell = await t.app.inject({
      method: 'GET',
      url: '/api/v1/organizer/notifications',
      headers: olivia.auth,
    });
    expect(bell.json().data[0]).toMatchObject({
      kind: 'join-request',
      firstName: 'Alex',
      socialName: 'Evening Rally',
      organizerReadFlag: true,
    });
  });

  it('refuses a second open request for the same social', async () => {
    await askToJoin(alex);
    const again = await ask(alex, { socialId, organizerId: olivia.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already asked to join this social');
  });

  it.each([
    [
      'a full social',
      async () => {
        await t.app.db.update(socials).set({ attendeesCount: 2 }).where(eq(socials.id, socialId));
        return { socialId };
      },
      409,
      'This social is full',
    ],
    [
      'a past social',
      async () => ({ socialId: await insertSocial(t.app.db, olivia.id, { date: inDays(-3) }) }),
      400,
      'This social has already taken place',
    ],
    [
      'an unknown social',
      async () => ({ socialId: '00000000-0000-4000-8000-000000000000' }),
      404,
      'Social not found',
    ],
  ])('refuses %s', async (_name, arrange, status, message) => {
    const target = await arrange();
    const response = await ask(alex, { ...target, organizerId: olivia.id });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it('refuses the organiser asking to join their own social', async () => {
    const response = await ask(olivia, { socialId, organizerId: olivia.id });
    expect(response.statusCode).toBe(403);
  });

  it('refuses an organizerId that is not the social’s organiser', async () => {
    const response = await ask(alex, { socialId, organizerId: sam.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('organizerId is not the organiser of this social');
  });

  it('needs a signed-in user and valid ids', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/social/booking/request',
      payload: { socialId, organizerId: olivia.id },
    });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await ask(alex, { socialId: 'x', organizerId: olivia.id });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('socialId must be the id of a social');
  });
});

describe('PUT and DELETE /organizer/social/request/{id}', () => {
  it('accepting gives the player a place that shows in their upcoming bookings', async () => {
    const requestId = await askToJoin(alex);
    const response = await decide(olivia, requestId, 'PUT');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Request accepted',
      data: { id: requestId, status: 'accepted' },
    });

    const [social] = await t.app.db
      .select({ attendees: socials.attendeesCount })
      .from(socials)
      .where(eq(socials.id, socialId));
    expect(social?.attendees).toBe(1);
    const bookings = (
      await t.app.inject({ method: 'GET', url: '/api/v1/user/social/booking', headers: alex.auth })
    ).json().data;
    const upcoming = bookings.upcomingBookings.find(
      (booking: { social: { id: string } }) => booking.social.id === socialId,
    );
    expect(upcoming).toMatchObject({ pricePaid: 12.5, social: { attendees: 1 } });
    expect(upcoming.attendees.map((attendee: { firstName: string }) => attendee.firstName)).toEqual(
      ['Alex'],
    );
    const playerBell = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/organizer/notifications',
        headers: alex.auth,
      })
    ).json().data;
    expect(playerBell[0]).toMatchObject({
      kind: 'request-accepted',
      firstName: 'Olivia',
      socialName: 'Evening Rally',
    });
    const organizerBookings = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/organizer/social/bookings',
        headers: olivia.auth,
      })
    ).json().data;
    expect(organizerBookings).toContainEqual(
      expect.objectContaining({ socialId, userEmail: alex.email, name: 'Evening Rally' }),
    );
  });

  it('rejecting leaves no place', async () => {
    const requestId = await askToJoin(alex);
    const response = await decide(olivia, requestId, 'DELETE');
    expect(response.json()).toMatchObject({
      message: 'Request rejected',
      data: { status: 'rejected' },
    });
    const places = await t.app.db
      .select()
      .from(socialBookings)
      .where(eq(socialBookings.socialId, socialId));
    expect(places).toEqual([]);
    // A rejected player may ask again.
    await askToJoin(alex);
  });

  it('lets only the social’s organiser decide (403) and answers 404 for unknown ids', async () => {
    const requestId = await askToJoin(alex);
    for (const method of ['PUT', 'DELETE'] as const) {
      expect((await decide(sam, requestId, method)).statusCode).toBe(403);
      expect((await decide(alex, requestId, method)).statusCode).toBe(403);
      expect(
        (await decide(olivia, '00000000-0000-4000-8000-000000000000', method)).statusCode,
      ).toBe(404);
    }
    const [request] = await t.app.db
      .select()
      .from(joinRequests)
      .where(eq(joinRequests.id, requestId));
    expect(request?.status).toBe('pending');
  });

  it('refuses to decide twice', async () => {
    const requestId = await askToJoin(alex);
    expect((await decide(olivia, requestId, 'PUT')).statusCode).toBe(200);
    const again = await decide(olivia, requestId, 'DELETE');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request was already accepted');
  });

  it('answers 409 and changes nothing when the social filled up meanwhile', async () => {
    const alexRequest = await askToJoin(alex);
    const samRequest = await askToJoin(sam);
    await t.app.db.update(socials).set({ capacity: 1 }).where(eq(socials.id, socialId));
    expect((await decide(olivia, alexRequest, 'PUT')).statusCode).toBe(200);

    const refused = await decide(olivia, samRequest, 'PUT');
    expect(refused.statusCode).toBe(409);
    const [request] = await t.app.db
      .select()
      .from(joinRequests)
      .where(eq(joinRequests.id, samRequest));
    expect(request?.status).toBe('pending');
    const samPlaces = await t.app.db
      .select()
      .from(socialBookings)
      .where(and(eq(socialBookings.socialId, socialId), eq(socialBookings.userId, sam.id)));
    expect(samPlaces).toEqual([]);
  });
});

describe('notifications', () => {
  it('marks only the caller’s own notifications read', async () => {
    await askToJoin(alex);
    const bell = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/organizer/notifications',
        headers: olivia.auth,
      })
    ).json().data;
    const ids = bell
      .filter((entry: { organizerReadFlag: boolean }) => entry.organizerReadFlag)
      .map((entry: { id: string }) => entry.id);
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/v1/organizer/notifications/read',
      headers: sam.auth,
      payload: { ids },
    });
    expect(stranger.json().data.updated).toBe(0);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/v1/organizer/notifications/read',
      headers: olivia.auth,
      payload: { ids },
    });
    expect(owner.json().data.updated).toBe(ids.length);
    const after = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/organizer/notifications',
        headers: olivia.auth,
      })
    ).json().data;
    expect(after.every((entry: { organizerReadFlag: boolean }) => !entry.organizerReadFlag)).toBe(
      true,
    );
  });
});

describe('read flags and awkward input', () => {
  it('stops counting a request in the bell once it is decided, and marks a read one seen', async () => {
    const first = await askToJoin(alex);
    await decide(olivia, first, 'PUT');
    const bell = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/organizer/notifications',
        headers: olivia.auth,
      })
    ).json().data;
    expect(
      bell.find((entry: { joinRequestId: string }) => entry.joinRequestId === first)
        .organizerReadFlag,
    ).toBe(false);

    const second = await askToJoin(sam);
    const notice = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/organizer/notifications',
        headers: olivia.auth,
      })
    )
      .json()
      .data.find((entry: { joinRequestId: string }) => entry.joinRequestId === second);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/organizer/notifications/read',
      headers: olivia.auth,
      payload: { ids: [notice.id] },
    });
    const requests = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/organizer/social/requests',
        headers: olivia.auth,
      })
    ).json().data;
    expect(
      requests.find((request: { id: string }) => request.id === second).organizerReadFlag,
    ).toBe(false);
  });

  it('refuses to accept a request for a social that has already taken place', async () => {
    const requestId = await askToJoin(alex);
    await t.app.db
      .update(socials)
      .set({ date: inDays(-1) })
      .where(eq(socials.id, socialId));
    const response = await decide(olivia, requestId, 'PUT');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This social has already taken place');
  });

  it('answers 400, not 500, for text PostgreSQL cannot store', async () => {
    const message = await ask(alex, { socialId, organizerId: olivia.id, message: 'a\u0000b' });
    expect(message.statusCode).toBe(400);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cms/socials/badminton?q=%00',
    });
    expect(search.statusCode).toBe(400);
  });
});
