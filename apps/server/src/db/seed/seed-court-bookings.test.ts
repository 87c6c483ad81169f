import type { CourtBooking, MyCourtBookings } from '@betterplay/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLocalDate } from '../../local-time.ts';
import { courtBookings } from '../../modules/courts/courts.schema.ts';
import { sandboxCharges } from '../../modules/payments/payments.schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD, ORGANISER, PLAYER } from './demo-users.ts';
import { seedDemoData } from './seed.ts';

let t: TestApp;
const now = new Date();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.deps.db, now);
});
afterAll(() => t.close());

async function signIn(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  return { authorization: `Bearer ${response.json().data}` };
}

async function bookingsOf(email: string): Promise<MyCourtBookings> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/user/court/bookings',
    headers: await signIn(email),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('the demo court bookings', () => {
  it('give Alex a past booking, an upcoming one and one split with Olivia, whose share is pending', async () => {
    const alex = await bookingsOf(PLAYER.email);
    expect(alex.past).toHaveLength(1);
    expect(alex.upcoming).toHaveLength(2);
    const split = alex.upcoming.find((booking) => booking.shares.length > 0);
    expect(split?.shares).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ firstName: ORGANISER.firstName }),
        amountCents: 2600,
        status: 'pending',
      }),
    ]);
    expect(split?.priceCents).toBe(5200);

    const olivia = await bookingsOf(ORGANISER.email);
    expect(olivia.invitations.map((booking) => booking.id)).toEqual([split?.id]);
  });

  it('leave MSAC free tomorrow (the e2e journey books it)', async () => {
    const alex = await bookingsOf(PLAYER.email);
    const tomorrow = toLocalDate(new Date(now.getTime() + 24 * 60 * 60 * 1000));
    const all: CourtBooking[] = [...alex.upcoming, ...alex.past];
    expect(
      all.filter((booking) => booking.stadium.id === 'msac' && booking.date === tomorrow),
    ).toEqual([]);
  });

  it('are paid through the sandbox, so cancelling one refunds it', async () => {
    const headers = await signIn(PLAYER.email);
    const alex = await bookingsOf(PLAYER.email);
    const plain = alex.upcoming.find((booking) => booking.shares.length === 0);
    if (!plain) throw new Error('no upcoming booking without a split');

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/court/bookings/${plain.id}`,
      headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ refundedCents: plain.priceCents });
    const [charge] = await t.app.deps.db
      .select({ refundedCents: sandboxCharges.refundedCents })
      .from(sandboxCharges)
      .innerJoin(courtBookings, eq(courtBookings.paymentId, sandboxCharges.id))
      .where(eq(courtBookings.id, plain.id));
    expect(charge?.refundedCents).toBe(plain.priceCents);
    // The ledger knew the seeded payment, and records its refund like any other.
    const history = await t.app.inject({ method: 'GET', url: '/api/v1/user/payments', headers });
    const statuses = (history.json().data as { kind: string; status: string }[]).map(
      (payment) => `${payment.kind} ${payment.status}`,
    );
    expect(statuses.sort()).toEqual(['court charged', 'court charged', 'court refunded']);
  });

  it('are seeded once however often the seed runs', async () => {
    const countOf = async () =>
      (await t.app.deps.db.select({ n: count() }).from(courtBookings))[0]?.n;
    const before = await countOf();
    await seedDemoData(t.app.deps.db, now);
    expect(await countOf()).toBe(before);
  });
});
