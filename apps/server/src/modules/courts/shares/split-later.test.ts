import { randomUUID } from 'node:crypto';
import { rooms, type CourtBooking, type Share } from '@betterplay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../clock.ts';
import { recordOutbox } from '../../../realtime/outbox-recorder.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { saveTestCard } from '../../payments/payments-test-kit.ts';
import { sandboxCharges } from '../../payments/payments.schema.ts';
import {
  bookPaid,
  declineShareOf,
  follow,
  hoursFrom,
  HOUR_MS,
  insertOpenCourt,
  payShareOf,
  split,
} from '../courts-test-kit.ts';
import { courtBookingShares } from '../courts.schema.ts';

const clock = manualClock(new Date());
let t: TestApp;
let alex: TestUser;
let olivia: TestUser;
let sam: TestUser;
let courtId: string;
let oliviaCustomer: string;
let nextSlot = 30;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [alex, olivia, sam] = await Promise.all([
    signUp(t.app, 'Alex'),
    signUp(t.app, 'Olivia'),
    signUp(t.app, 'Sam'),
  ]);
  await saveTestCard(t.app, alex.token);
  ({ customerId: oliviaCustomer } = await saveTestCard(t.app, olivia.token));
  ({ courtId } = await insertOpenCourt(t.app.deps.db));
  await follow(t.app.deps.db, alex.id, [olivia.id, sam.id]);
});
afterAll(() => t.close());

/** Alex pays for two hours ($52) and splits nothing: the booking's id and start. */
async function paidBooking() {
  const startsAt = hoursFrom(clock.now(), (nextSlot += 3));
  const bookingId = await bookPaid(t.app, alex, { courtId, startsAt, now: clock.now(), hours: 2 });
  return { bookingId, startsAt };
}

async function splitWith(bookingId: string, friends: TestUser[]) {
  const response = await split(
    t.app,
    alex,
    bookingId,
    friends.map((friend) => friend.id),
  );
  if (response.statusCode !== 201) throw new Error(`split failed: ${response.body}`);
  return response.json().data as CourtBooking;
}

function shareOf(booking: CourtBooking, user: TestUser): Share {
  const share = booking.shares.find((entry) => entry.user.id === user.id);
  if (!share) throw new Error(`no share of ${user.id}`);
  return share;
}

async function decline(user: TestUser, shareId: string) {
  const response = await declineShareOf(t.app, user, shareId);
  if (response.statusCode !== 200) throw new Error(`decline failed: ${response.body}`);
}

const chargesOfOlivia = () =>
  t.app.deps.db
    .select({ id: sandboxCharges.id })
    .from(sandboxCharges)
    .where(eq(sandboxCharges.customerId, oliviaCustomer));

async function later<T>(at: Date, run: () => Promise<T>): Promise<T> {
  const saved = clock.now();
  clock.set(at);
  try {
    return await run();
  } finally {
    clock.set(saved);
  }
}

describe('splitting later from Activity', () => {
  it('splits a paid booking not split at payment, a day later', async () => {
    const { bookingId } = await paidBooking();
    const response = await later(new Date(clock.now().getTime() + 24 * HOUR_MS), () =>
      split(t.app, alex, bookingId, [olivia.id]),
    );
    expect(response.statusCode).toBe(201);
    expect(shareOf(response.json().data, olivia)).toMatchObject({
      status: 'pending',
      amountCents: 2600,
    });
  });

  it('invites again a friend who declined: a new pending share for the same amount, a new message, no money moved', async () => {
    const { bookingId } = await paidBooking();
    const first = await splitWith(bookingId, [olivia, sam]);
    const declined = shareOf(first, olivia);
    await decline(olivia, declined.id);
    const outbox = await recordOutbox(t.app.deps.db);

    const response = await split(t.app, alex, bookingId, [olivia.id]);

    expect(response.statusCode).toBe(201);
    const booking: CourtBooking = response.json().data;
    const again = shareOf(booking, olivia);
    expect(again).toMatchObject({ status: 'pending', amountCents: 1733 });
    expect(again.id).not.toBe(declined.id);
    expect(booking.shares).toHaveLength(2);
    expect(shareOf(booking, sam)).toEqual(shareOf(first, sam));
    expect(booking.refundedCents).toBe(0);
    expect(await chargesOfOlivia()).toHaveLength(0);

    const sent = await outbox.sent();
    expect(sent).toContainEqual(
      expect.objectContaining({
        room: rooms.user(olivia.id),
        event: 'chat:message',
        payload: expect.objectContaining({
          body: expect.stringContaining(`/activity?share=${again.id}`),
        }),
      }),
    );
    expect(sent.filter((entry) => entry.event === 'chat:message')).toHaveLength(2);
    expect(sent).toContainEqual(
      expect.objectContaining({ room: rooms.user(sam.id), event: 'court-booking:changed' }),
    );

    // The first invitation's link pays nothing; the new one is charged once.
    expect((await payShareOf(t.app, olivia, declined.id)).statusCode).toBe(404);
    const paid = await payShareOf(t.app, olivia, again.id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ refundedCents: 1733 });
    expect(await chargesOfOlivia()).toHaveLength(1);
  });

  it('splits again with new shares once every friend declined', async () => {
    const { bookingId } = await paidBooking();
    const first = await splitWith(bookingId, [olivia]);
    await decline(olivia, shareOf(first, olivia).id);

    const booking = await splitWith(bookingId, [olivia, sam]);

    expect(booking.shares.map((share) => [share.user.id, share.status, share.amountCents])).toEqual(
      expect.arrayContaining([
        [olivia.id, 'pending', 1733],
        [sam.id, 'pending', 1733],
      ]),
    );
    expect(booking.shares).toHaveLength(2);
  });

  it('invites again a friend whose share expired', async () => {
    const { bookingId } = await paidBooking();
    const first = await splitWith(bookingId, [olivia]);
    await t.app.deps.db
      .update(courtBookingShares)
      .set({ status: 'expired', decidedAt: clock.now() })
      .where(eq(courtBookingShares.id, shareOf(first, olivia).id));

    const booking = await splitWith(bookingId, [olivia]);
    expect(shareOf(booking, olivia)).toMatchObject({ status: 'pending', amountCents: 2600 });
  });

  it('never keeps two pending invitations for one friend: a second answers 409, even at once', async () => {
    const { bookingId } = await paidBooking();
    const first = await splitWith(bookingId, [olivia, sam]);
    await decline(olivia, shareOf(first, olivia).id);

    const answers = await Promise.all([
      split(t.app, alex, bookingId, [olivia.id]),
      split(t.app, alex, bookingId, [olivia.id]),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      code: 'SPLIT_ALREADY_INVITED',
      message: 'A friend you chose is already invited to split this booking',
    });
    const rows = await t.app.deps.db
      .select({ status: courtBookingShares.status })
      .from(courtBookingShares)
      .where(eq(courtBookingShares.bookingId, bookingId));
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(2);
    // Sam's share is still pending: inviting him again is refused too.
    const samAgain = await split(t.app, alex, bookingId, [sam.id]);
    expect(samAgain.json()).toMatchObject({ code: 'SPLIT_ALREADY_INVITED' });
  });

  it('refuses inviting again once the booking has started (409), and after a cancellation', async () => {
    const { bookingId, startsAt } = await paidBooking();
    const first = await splitWith(bookingId, [olivia, sam]);
    await decline(olivia, shareOf(first, olivia).id);

    const started = await later(new Date(startsAt.getTime() + 60_000), () =>
      split(t.app, alex, bookingId, [olivia.id]),
    );
    expect(started.statusCode).toBe(409);
    expect(started.json()).toMatchObject({
      code: 'BOOKING_STARTED',
      message: 'This booking has already started',
    });

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/court/bookings/${bookingId}`,
      headers: alex.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    const again = await split(t.app, alex, bookingId, [olivia.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'BOOKING_CANCELLED' });
  });

  it('refuses the owner as their own friend (400)', async () => {
    const { bookingId } = await paidBooking();
    const response = await split(t.app, alex, bookingId, [alex.id]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'SPLIT_NOT_FRIENDS' });
  });

  it('refuses a friend whose declined share keeps a payment being refunded (409)', async () => {
    const { bookingId } = await paidBooking();
    const first = await splitWith(bookingId, [olivia]);
    const declined = shareOf(first, olivia);
    await decline(olivia, declined.id);
    // A charge that lost its race with the decline, kept on the share for its refund.
    await t.app.deps.db
      .update(courtBookingShares)
      .set({ paymentId: `pi_sbx_${randomUUID()}` })
      .where(eq(courtBookingShares.id, declined.id));

    const response = await split(t.app, alex, bookingId, [olivia.id]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SHARE_NOT_REINVITABLE' });
  });
});
