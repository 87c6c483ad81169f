import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { joinRequests } from './join-requests.schema.ts';
import { socialBookings, socials } from '../socials/socials.schema.ts';
import { joinRequestCalls, useJoinRequestWorld } from './join-requests-test-kit.ts';
import { inDays, insertSocial } from '../../test/factories.ts';

const w = useJoinRequestWorld();
const { ask, decide, askToJoin, bell } = joinRequestCalls(w);

describe('POST /user/social/booking/request', () => {
  it('stores the request and answers the product’s text', async () => {
    const response = await ask(w.alex, {
      socialId: w.socialId,
      organizerId: w.olivia.id,
      message: 'Beginner here',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Request sent successfully',
      data: {
        status: 'pending',
        message: 'Beginner here',
        social: { id: w.socialId, name: 'Evening Rally' },
      },
    });
    const mine = await w.t.app.inject({
      method: 'GET',
      url: '/api/v1/user/social/booking/request',
      headers: w.alex.auth,
    });
    expect(
      mine.json().data.map((request: { social: { id: string } }) => request.social.id),
    ).toContain(w.socialId);
  });

  it('tells the organiser: a pending request and an unread notification', async () => {
    await askToJoin(w.alex);
    const requests = await w.t.app.inject({
      method: 'GET',
      url: '/api/v1/organizer/social/requests',
      headers: w.olivia.auth,
    });
    expect(requests.json().data[0]).toMatchObject({
      firstName: 'Alex',
      email: w.alex.email,
      socialName: 'Evening Rally',
      status: 'pending',
      organizerReadFlag: true,
    });
    const bell = await w.t.app.inject({
      method: 'GET',
      url: '/api/v1/organizer/notifications',
      headers: w.olivia.auth,
    });
    expect(bell.json().data[0]).toMatchObject({
      kind: 'join-request',
      firstName: 'Alex',
      socialName: 'Evening Rally',
      organizerReadFlag: true,
    });
  });

  it('refuses a second open request for the same social', async () => {
    await askToJoin(w.alex);
    const again = await ask(w.alex, { socialId: w.socialId, organizerId: w.olivia.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already asked to join this social');
  });

  it.each([
    [
      'a full social',
      async () => {
        await w.t.app.deps.db
          .update(socials)
          .set({ attendeesCount: 2 })
          .where(eq(socials.id, w.socialId));
        return { socialId: w.socialId };
      },
      409,
      'This social is full',
    ],
    [
      'a past social',
      async () => ({
        socialId: await insertSocial(w.t.app.deps.db, w.olivia.id, { date: inDays(-3) }),
      }),
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
    const response = await ask(w.alex, { ...target, organizerId: w.olivia.id });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it('refuses the organiser asking to join their own social', async () => {
    const response = await ask(w.olivia, { socialId: w.socialId, organizerId: w.olivia.id });
    expect(response.statusCode).toBe(403);
  });

  it('refuses an organizerId that is not the social’s organiser', async () => {
    const response = await ask(w.alex, { socialId: w.socialId, organizerId: w.sam.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('organizerId is not the organiser of this social');
  });

  it('refuses a message over its limit and stores nothing; the limit itself is kept', async () => {
    const target = { socialId: w.socialId, organizerId: w.olivia.id };
    const alexsRequests = () =>
      w.t.app.deps.db.select().from(joinRequests).where(eq(joinRequests.userId, w.alex.id));
    const before = await alexsRequests();
    const tooLong = await ask(w.alex, { ...target, message: 'x'.repeat(5000) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('message must be at most 1000 characters');
    expect(await alexsRequests()).toEqual(before);
    const longest = await ask(w.alex, { ...target, message: 'y'.repeat(1000) });
    expect(longest.statusCode).toBe(201);
    expect(longest.json().data.message).toHaveLength(1000);
  });

  it('needs a signed-in user and valid ids', async () => {
    const anonymous = await w.t.app.inject({
      method: 'POST',
      url: '/api/v1/user/social/booking/request',
      payload: { socialId: w.socialId, organizerId: w.olivia.id },
    });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await ask(w.alex, { socialId: 'x', organizerId: w.olivia.id });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('socialId must be the id of a social');
  });
});

describe('DELETE /user/social/booking/request/{id}', () => {
  const withdraw = (user: typeof w.alex, id: string) =>
    w.t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/social/booking/request/${id}`,
      headers: user.auth,
    });

  it('withdraws my pending request; the organiser no longer sees it and I can ask again', async () => {
    const id = await askToJoin(w.alex);
    expect((await withdraw(w.sam, id)).statusCode).toBe(404);
    const withdrawn = await withdraw(w.alex, id);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().message).toBe('Request withdrawn');
    const pending = await w.t.app.inject({
      method: 'GET',
      url: '/api/v1/organizer/social/requests',
      headers: w.olivia.auth,
    });
    expect(pending.json().data.map((request: { id: string }) => request.id)).not.toContain(id);
    const again = await withdraw(w.alex, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request was already cancelled');
    await askToJoin(w.alex);
  });
});

describe('PUT and DELETE /organizer/social/request/{id}', () => {
  it('accepting gives the player a place that shows in their upcoming bookings', async () => {
    const requestId = await askToJoin(w.alex);
    const response = await decide(w.olivia, requestId, 'PUT');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Request accepted',
      data: { id: requestId, status: 'accepted' },
    });

    const [social] = await w.t.app.deps.db
      .select({ attendees: socials.attendeesCount })
      .from(socials)
      .where(eq(socials.id, w.socialId));
    expect(social?.attendees).toBe(1);
    const bookings = (
      await w.t.app.inject({
        method: 'GET',
        url: '/api/v1/user/social/booking',
        headers: w.alex.auth,
      })
    ).json().data;
    const upcoming = bookings.upcomingBookings.find(
      (booking: { social: { id: string } }) => booking.social.id === w.socialId,
    );
    expect(upcoming).toMatchObject({ pricePaid: 0, social: { attendees: 1 } });
    expect(upcoming.attendees.map((attendee: { firstName: string }) => attendee.firstName)).toEqual(
      ['Alex'],
    );
    const playerBell = await bell(w.alex);
    expect(playerBell[0]).toMatchObject({
      kind: 'request-accepted',
      firstName: 'Olivia',
      socialName: 'Evening Rally',
    });
    const organizerBookings = (
      await w.t.app.inject({
        method: 'GET',
        url: '/api/v1/organizer/social/bookings',
        headers: w.olivia.auth,
      })
    ).json().data;
    expect(organizerBookings).toContainEqual(
      expect.objectContaining({
        socialId: w.socialId,
        userEmail: w.alex.email,
        name: 'Evening Rally',
      }),
    );
  });

  it('rejecting leaves no place', async () => {
    const requestId = await askToJoin(w.alex);
    const response = await decide(w.olivia, requestId, 'DELETE');
    expect(response.json()).toMatchObject({
      message: 'Request rejected',
      data: { status: 'rejected' },
    });
    const places = await w.t.app.deps.db
      .select()
      .from(socialBookings)
      .where(eq(socialBookings.socialId, w.socialId));
    expect(places).toEqual([]);
    // Not straight away: rejection-cooldown.test.ts covers when they may ask again.
    expect((await ask(w.alex, { socialId: w.socialId, organizerId: w.olivia.id })).statusCode).toBe(
      409,
    );
  });

  it('lets only the social’s organiser decide: anyone else gets the same 404 as an unknown id', async () => {
    const requestId = await askToJoin(w.alex);
    const unknown = await decide(w.olivia, '00000000-0000-4000-8000-000000000000', 'PUT');
    expect(unknown.statusCode).toBe(404);
    for (const method of ['PUT', 'DELETE'] as const) {
      for (const caller of [w.sam, w.alex]) {
        const refused = await decide(caller, requestId, method);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual(unknown.json());
      }
    }
    const [request] = await w.t.app.deps.db
      .select()
      .from(joinRequests)
      .where(eq(joinRequests.id, requestId));
    expect(request?.status).toBe('pending');
  });

  it('refuses to decide twice', async () => {
    const requestId = await askToJoin(w.alex);
    expect((await decide(w.olivia, requestId, 'PUT')).statusCode).toBe(200);
    const again = await decide(w.olivia, requestId, 'DELETE');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request was already accepted');
  });

  it('answers 409 and changes nothing when the social filled up meanwhile', async () => {
    const alexRequest = await askToJoin(w.alex);
    const samRequest = await askToJoin(w.sam);
    await w.t.app.deps.db.update(socials).set({ capacity: 1 }).where(eq(socials.id, w.socialId));
    expect((await decide(w.olivia, alexRequest, 'PUT')).statusCode).toBe(200);

    const refused = await decide(w.olivia, samRequest, 'PUT');
    expect(refused.statusCode).toBe(409);
    const [request] = await w.t.app.deps.db
      .select()
      .from(joinRequests)
      .where(eq(joinRequests.id, samRequest));
    expect(request?.status).toBe('pending');
    const samPlaces = await w.t.app.deps.db
      .select()
      .from(socialBookings)
      .where(and(eq(socialBookings.socialId, w.socialId), eq(socialBookings.userId, w.sam.id)));
    expect(samPlaces).toEqual([]);
  });
});
