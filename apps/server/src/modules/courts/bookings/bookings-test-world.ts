import type { CourtBooking } from '@betterplay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { manualClock } from '../../../clock.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { saveTestCard } from '../../payments/payments-test-kit.ts';
import { sandboxCharges } from '../../payments/payments.schema.ts';
import {
  bookPaid,
  follow,
  hoursFrom,
  insertOpenCourt,
  payShareOf,
  split,
} from '../courts-test-kit.ts';
import { courtBookingShares, courtBookings } from '../courts.schema.ts';

/**
 * The court bookings tests' world: Alex, Olivia and Sam with a saved card each, Alex following
 * the other two, an open court, and a clock the tests move.
 */
export function useBookingsWorld() {
  const world = {
    clock: manualClock(new Date()),
    t: undefined as unknown as TestApp,
    alex: undefined as unknown as TestUser,
    olivia: undefined as unknown as TestUser,
    sam: undefined as unknown as TestUser,
    courtId: '',
    cancel: (user: TestUser, id: string) =>
      world.t.app.inject({
        method: 'DELETE',
        url: `/api/v1/user/court/bookings/${id}`,
        headers: user.auth,
      }),
    /**
     * Alex's two-hour booking ($52) split with Olivia (paid her $17.33) and Sam (pending),
     * starting `hoursAhead` from now.
     */
    async splitAndHalfPaid(hoursAhead: number) {
      const { t, alex, olivia, sam, courtId, clock } = world;
      const startsAt = hoursFrom(clock.now(), hoursAhead);
      const bookingId = await bookPaid(t.app, alex, {
        courtId,
        startsAt,
        now: clock.now(),
        hours: 2,
      });
      const booking: CourtBooking = (
        await split(t.app, alex, bookingId, [olivia.id, sam.id])
      ).json().data;
      const shareOf = (user: TestUser) => booking.shares.find((share) => share.user.id === user.id);
      const oliviaShare = shareOf(olivia)?.id ?? '';
      const samShare = shareOf(sam)?.id ?? '';
      expect((await payShareOf(t.app, olivia, oliviaShare)).statusCode).toBe(200);
      return { bookingId, startsAt, oliviaShare, samShare };
    },
    /** The booking's row, and the owner's and Olivia's charges at the provider. */
    async paymentsOf(bookingId: string, oliviaShare: string) {
      const db = world.t.app.deps.db;
      const [booking] = await db
        .select()
        .from(courtBookings)
        .where(eq(courtBookings.id, bookingId));
      const [share] = await db
        .select()
        .from(courtBookingShares)
        .where(eq(courtBookingShares.id, oliviaShare));
      const charge = async (id: string | null | undefined) => {
        const [row] = await db
          .select()
          .from(sandboxCharges)
          .where(eq(sandboxCharges.id, id ?? ''));
        return row;
      };
      return {
        booking,
        owner: await charge(booking?.paymentId),
        olivia: await charge(share?.paymentId),
      };
    },
  };
  beforeAll(async () => {
    const t = await createTestApp({ clock: world.clock });
    world.t = t;
    [world.alex, world.olivia, world.sam] = await Promise.all([
      signUp(t.app, 'Alex'),
      signUp(t.app, 'Olivia'),
      signUp(t.app, 'Sam'),
    ]);
    const players = [world.alex, world.olivia, world.sam];
    await Promise.all(players.map((user) => saveTestCard(t.app, user.token)));
    ({ courtId: world.courtId } = await insertOpenCourt(t.app.deps.db));
    await follow(t.app.deps.db, world.alex.id, [world.olivia.id, world.sam.id]);
  });
  afterAll(() => world.t.close());
  return world;
}
