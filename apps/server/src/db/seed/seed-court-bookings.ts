import { splitShares } from '@betterplay/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { localDateTime, toLocalDate } from '../../local-time.ts';
import { courtBookingShares, courtBookings } from '../../modules/courts/courts.schema.ts';
import { payments } from '../../modules/ledger/ledger.schema.ts';
import { sandboxCharges, sandboxCustomers } from '../../modules/payments/payments.schema.ts';
import { users } from '../../modules/users/users.schema.ts';
import { ORGANISER, PLAYER } from './demo-users.ts';
import { COURT_PRICE_LIST_CENTS } from './demo-venues.ts';
import { stableId } from './stable-id.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type DemoCourtBooking = {
  key: string;
  stadiumId: string;
  sport: string;
  courtNumber: number;
  /** days from today (negative: in the past), at a local whole hour within opening hours */
  dayOffset: number;
  time: string;
  durationHours: 1 | 2;
  paymentMethod: 'apple-pay' | 'android-pay' | 'mastercard';
  /** friends invited to split it, each share pending */
  splitWith?: string[];
};

/**
 * Alex's bookings for Activity: one past, one upcoming, one upcoming split with Olivia (her share
 * pending). None is at MSAC: the e2e journey books an MSAC court tomorrow, which must be free.
 */
const DEMO_COURT_BOOKINGS: DemoCourtBooking[] = [
  {
    key: 'alex-past',
    stadiumId: 'monash',
    sport: 'badminton',
    courtNumber: 2,
    dayOffset: -7,
    time: '18:00',
    durationHours: 1,
    paymentMethod: 'apple-pay',
  },
  {
    key: 'alex-upcoming',
    stadiumId: 'melbourne-uni',
    sport: 'tennis',
    courtNumber: 1,
    dayOffset: 3,
    time: '17:00',
    durationHours: 2,
    paymentMethod: 'mastercard',
  },
  {
    key: 'alex-split',
    stadiumId: 'monash',
    sport: 'tennis',
    courtNumber: 1,
    dayOffset: 5,
    time: '19:00',
    durationHours: 2,
    paymentMethod: 'apple-pay',
    splitWith: [ORGANISER.key],
  },
];

/**
 * Paid court bookings with their sandbox charges and the ledger's payments (on Alex's seeded
 * customer and card, from seed-payments.ts, which runs first), so cancelling one refunds it like
 * any other and the profile lists them. Idempotent: stable ids and inserts that leave existing
 * rows alone. Without a sandbox customer (none was seeded) the bookings are kept without a
 * payment, and cancelling them refunds nothing.
 */
export async function seedCourtBookings(db: Database, now: Date) {
  const ownerId = stableId(`user:${PLAYER.key}`);
  const payer = await sandboxPayerOf(db, ownerId);
  const today = toLocalDate(now);
  for (const demo of DEMO_COURT_BOOKINGS) {
    const id = stableId(`court-booking:${demo.key}`);
    const date = toLocalDate(
      new Date(localDateTime(today, '12:00').getTime() + demo.dayOffset * DAY_MS),
    );
    const startsAt = localDateTime(date, `${demo.time}:00`);
    const endsAt = new Date(startsAt.getTime() + demo.durationHours * 60 * 60 * 1000);
    const paidAt = new Date(Math.min(now.getTime(), startsAt.getTime()) - 2 * DAY_MS);
    const priceCents = COURT_PRICE_LIST_CENTS[demo.durationHours];
    const paymentId = payer ? `pi_sbx_${id.replaceAll('-', '')}` : null;
    if (payer && paymentId) {
      await db
        .insert(sandboxCharges)
        .values({
          id: paymentId,
          customerId: payer.customerId,
          paymentMethodId: payer.paymentMethodId,
          amountCents: priceCents,
          description: 'Better Play court booking (demo)',
          idempotencyKey: `seed:court-booking:${id}`,
          succeeded: true,
          createdAt: paidAt,
        })
        .onConflictDoNothing();
      // The ledger's record of it, so the profile's Payments card lists it.
      await db
        .insert(payments)
        .values({
          id: stableId(`payment:${demo.key}`),
          userId: ownerId,
          kind: 'court',
          targetId: id,
          description: 'Better Play court booking (demo)',
          amountCents: priceCents,
          openKey: `seed:court-booking:${id}`,
          providerPaymentId: paymentId,
          status: 'charged',
          claimedAt: paidAt,
          createdAt: paidAt,
          updatedAt: paidAt,
        })
        .onConflictDoNothing();
    }
    const inserted = await db
      .insert(courtBookings)
      .values({
        id,
        courtId: stableId(`court:${demo.stadiumId}:${demo.sport}:${demo.courtNumber}`),
        userId: ownerId,
        startsAt,
        endsAt,
        status: 'paid',
        holdExpiresAt: paidAt,
        priceCents,
        paymentMethod: demo.paymentMethod,
        paymentId,
        createdAt: paidAt,
        paidAt,
      })
      .onConflictDoNothing()
      .returning({ id: courtBookings.id });
    if (inserted.length === 0 || !demo.splitWith) continue;
    const { friendCents } = splitShares(priceCents, demo.splitWith.length);
    await db
      .insert(courtBookingShares)
      .values(
        demo.splitWith.map((friendKey) => ({
          id: stableId(`court-share:${demo.key}:${friendKey}`),
          bookingId: id,
          userId: stableId(`user:${friendKey}`),
          amountCents: friendCents,
          createdAt: paidAt,
        })),
      )
      .onConflictDoNothing();
  }
}

/** Alex's sandbox customer and default card, if the payments seed gave them one. */
async function sandboxPayerOf(db: Database, userId: string) {
  const [row] = await db
    .select({
      customerId: sandboxCustomers.id,
      paymentMethodId: sandboxCustomers.defaultPaymentMethodId,
    })
    .from(users)
    .innerJoin(sandboxCustomers, eq(sandboxCustomers.id, users.stripeCustomerId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.paymentMethodId) return undefined;
  return { customerId: row.customerId, paymentMethodId: row.paymentMethodId };
}
