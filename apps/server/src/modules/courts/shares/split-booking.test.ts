import { randomUUID } from 'node:crypto';
import { rooms, splitShares, type CourtBooking } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../clock.ts';
import { recordOutbox } from '../../../realtime/outbox-recorder.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { saveTestCard } from '../../payments/payments-test-kit.ts';
import {
  bookPaid,
  follow,
  hoursFrom,
  insertOpenCourt,
  insertHold,
  insertPlayer,
  split,
} from '../courts-test-kit.ts';
import { splitInvitationText } from './split-invitation-message.ts';

const clock = manualClock(new Date());
let t: TestApp;
let alex: TestUser;
let olivia: TestUser;
let courtId: string;
let friends: string[];
let nextSlot = 30;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [alex, olivia] = await Promise.all([signUp(t.app, 'Alex'), signUp(t.app, 'Olivia')]);
  await saveTestCard(t.app, alex.token);
  ({ courtId } = await insertOpenCourt(t.app.deps.db, { stadium: 'MSAC', court: 'Court 1' }));
  friends = [olivia.id];
  for (const name of ['Ben', 'Cara', 'Dev', 'Eli', 'Fay', 'Gus']) {
    friends.push(await insertPlayer(t.app.deps.db, name));
  }
  await follow(t.app.deps.db, alex.id, friends);
});
afterAll(() => t.close());

const newBooking = (hours: 1 | 2 = 2) =>
  bookPaid(t.app, alex, {
    courtId,
    startsAt: hoursFrom(clock.now(), (nextSlot += 3)),
    now: clock.now(),
    hours,
  });

const get = (user: TestUser, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user.auth });

describe('splitting a booking', () => {
  it('gives 1 to 7 friends equal shares that add up to the price; the owner keeps the remainder', async () => {
    for (let count = 1; count <= 7; count += 1) {
      const bookingId = await newBooking(count % 2 === 0 ? 2 : 1);
      const response = await split(t.app, alex, bookingId, friends.slice(0, count));

      expect(response.statusCode).toBe(201);
      const booking: CourtBooking = response.json().data;
      expect(response.json().message).toBe('Created');
      const { ownerCents, friendCents } = splitShares(booking.priceCents, count);
      expect(booking.shares).toHaveLength(count);
      expect(booking.shares.map((share) => share.user.id).sort()).toEqual(
        friends.slice(0, count).sort(),
      );
      for (const share of booking.shares) {
        expect(share).toMatchObject({ bookingId, status: 'pending', amountCents: friendCents });
      }
      const total = ownerCents + booking.shares.reduce((sum, share) => sum + share.amountCents, 0);
      expect(total).toBe(booking.priceCents);
      expect(ownerCents - friendCents).toBeGreaterThanOrEqual(0);
      expect(ownerCents - friendCents).toBeLessThan(count + 1);
    }
  });

  it('$52 three ways: $17.33 for each friend, $17.34 for the owner', async () => {
    const bookingId = await newBooking(2);
    const response = await split(t.app, alex, bookingId, friends.slice(0, 2));
    const booking: CourtBooking = response.json().data;
    expect(booking.shares.map((share) => share.amountCents)).toEqual([1733, 1733]);
    expect(splitShares(5200, 2).ownerCents).toBe(1734);
  });

  it('invites each friend in their direct conversation with the owner, and tells everyone live', async () => {
    const bookingId = await newBooking(2);
    const outbox = await recordOutbox(t.app.deps.db);

    const response = await split(t.app, alex, bookingId, [olivia.id]);

    expect(response.statusCode).toBe(201);
    const booking: CourtBooking = response.json().data;
    const [share] = booking.shares;
    if (!share) throw new Error('no share');
    const text = splitInvitationText({
      ownerFirstName: 'Alex',
      courtName: 'Court 1',
      stadiumName: 'MSAC',
      date: booking.date,
      time: booking.time,
      durationHours: 2,
      amountCents: 2600,
      shareId: share.id,
    });
    expect(text).toMatch(
      /^Alex invited you to split Court 1 at MSAC on [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} at \d{1,2}:00 [AP]M for 2 hours\. /,
    );
    expect(
      text.endsWith(`Your share is $26.00. Pay or decline it here: /activity?share=${share.id}`),
    ).toBe(true);

    // Olivia finds it in her chats with Alex, as the latest message (earlier tests invited her too).
    const chats = await get(olivia, '/user/conversations');
    const conversation = chats
      .json()
      .data.find((entry: { otherUser: { id: string } | null }) => entry.otherUser?.id === alex.id);
    expect(conversation).toMatchObject({
      kind: 'direct',
      lastMessage: expect.objectContaining({ body: text }),
    });
    expect(conversation.unreadCount).toBeGreaterThan(0);
    const thread = await get(olivia, `/user/conversations/${conversation.id}/messages`);
    expect(thread.json().data.messages).toContainEqual(
      expect.objectContaining({ body: text, sender: expect.objectContaining({ id: alex.id }) }),
    );

    const sent = await outbox.sent();
    expect(sent).toContainEqual(
      expect.objectContaining({
        room: rooms.user(olivia.id),
        event: 'chat:message',
        payload: expect.objectContaining({ body: text }),
      }),
    );
    for (const person of [alex.id, olivia.id]) {
      expect(sent).toContainEqual(
        expect.objectContaining({
          room: rooms.user(person),
          event: 'court-booking:changed',
          payload: {
            booking: expect.objectContaining({
              id: bookingId,
              shares: [expect.objectContaining({ id: share.id, status: 'pending' })],
            }),
          },
        }),
      );
    }

    // The invitation shows in Olivia's bookings.
    const mine = await get(olivia, '/user/court/bookings');
    expect(mine.json().data.invitations).toContainEqual(
      expect.objectContaining({ id: bookingId, owner: expect.objectContaining({ id: alex.id }) }),
    );
  });

  it('says 1 hour, not 1 hours', () => {
    const text = splitInvitationText({
      ownerFirstName: 'Alex',
      courtName: 'Court 2',
      stadiumName: 'Monash Sports',
      date: '2030-01-02',
      time: '09:00',
      durationHours: 1,
      amountCents: 1400,
      shareId: 'abc',
    });
    expect(text).toBe(
      'Alex invited you to split Court 2 at Monash Sports on Wed 2 Jan at 9:00 AM for 1 hour. ' +
        'Your share is $14.00. Pay or decline it here: /activity?share=abc',
    );
  });

  it('refuses a player the owner does not follow (400), and splits nothing', async () => {
    const bookingId = await newBooking();
    const stranger = await insertPlayer(t.app.deps.db, 'Stranger');

    const response = await split(t.app, alex, bookingId, [olivia.id, stranger]);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'SPLIT_NOT_FRIENDS',
      message: 'You can split the cost only with your friends',
    });
    // Nothing was split: the friends alone may still be invited.
    expect((await split(t.app, alex, bookingId, [olivia.id])).statusCode).toBe(201);
  });

  it('refuses a second split with 409', async () => {
    const bookingId = await newBooking();
    expect((await split(t.app, alex, bookingId, [olivia.id])).statusCode).toBe(201);
    const again = await split(t.app, alex, bookingId, friends.slice(1, 3));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'BOOKING_ALREADY_SPLIT' });
  });

  it('refuses more than 7 friends, and none, with 400', async () => {
    const bookingId = await newBooking();
    for (const ids of [[], [...friends, randomUUID()]]) {
      const response = await split(t.app, alex, bookingId, ids);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it("answers 404 for someone else's booking, an unpaid hold or an unknown id", async () => {
    const bookingId = await newBooking();
    const hold = await insertHold(t.app.deps.db, {
      userId: alex.id,
      courtId,
      startsAt: hoursFrom(clock.now(), (nextSlot += 3)),
      now: clock.now(),
    });
    await follow(t.app.deps.db, olivia.id, [alex.id]);
    for (const [caller, id] of [
      [olivia, bookingId],
      [alex, hold],
      [alex, randomUUID()],
    ] as const) {
      const response = await split(t.app, caller, id, [
        olivia.id === caller.id ? alex.id : olivia.id,
      ]);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'BOOKING_NOT_FOUND' });
    }
  });

  it('refuses a booking that has started (409)', async () => {
    const startsAt = hoursFrom(clock.now(), (nextSlot += 3));
    const bookingId = await bookPaid(t.app, alex, { courtId, startsAt, now: clock.now() });
    const saved = clock.now();
    clock.set(new Date(startsAt.getTime() + 60_000));
    try {
      const response = await split(t.app, alex, bookingId, [olivia.id]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'BOOKING_STARTED' });
    } finally {
      clock.set(saved);
    }
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/court/bookings/${randomUUID()}/split`,
      payload: { friendIds: [olivia.id] },
    });
    expect(response.statusCode).toBe(401);
  });
});
