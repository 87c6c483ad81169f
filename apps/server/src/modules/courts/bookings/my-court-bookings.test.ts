import { type CourtBooking } from '@betterplay/contracts';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories.ts';
import { saveTestCard } from '../../payments/payments-test-kit.ts';
import { bookPaid, follow, hoursFrom, insertHold, split } from '../courts-test-kit.ts';
import { useBookingsWorld } from './bookings-test-world.ts';

const w = useBookingsWorld();

describe('my court bookings', () => {
  it('lists upcoming (soonest first), past (latest first) and invitations, without holds', async () => {
    const casey = await signUp(w.t.app, 'Casey');
    await saveTestCard(w.t.app, casey.token);
    await follow(w.t.app.deps.db, casey.id, [w.sam.id]);
    const book = (hoursAhead: number) =>
      bookPaid(w.t.app, casey, {
        courtId: w.courtId,
        startsAt: hoursFrom(w.clock.now(), hoursAhead),
        now: w.clock.now(),
      });
    const past = await book(80);
    const later = await book(90);
    const sooner = await book(84);
    const split1 = await book(86);
    await split(w.t.app, casey, split1, [w.sam.id]);
    await insertHold(w.t.app.deps.db, {
      userId: casey.id,
      courtId: w.courtId,
      startsAt: hoursFrom(w.clock.now(), 95),
      now: w.clock.now(),
    });
    const saved = w.clock.now();
    w.clock.set(hoursFrom(w.clock.now(), 82));
    try {
      const mine = (
        await w.t.app.inject({
          method: 'GET',
          url: '/api/v1/user/court/bookings',
          headers: casey.auth,
        })
      ).json();
      expect(mine.message).toBe('OK');
      expect(mine.data.upcoming.map((booking: CourtBooking) => booking.id)).toEqual([
        sooner,
        split1,
        later,
      ]);
      expect(mine.data.past.map((booking: CourtBooking) => booking.id)).toEqual([past]);
      expect(mine.data.invitations).toEqual([]);

      const sams = (
        await w.t.app.inject({
          method: 'GET',
          url: '/api/v1/user/court/bookings',
          headers: w.sam.auth,
        })
      ).json();
      const invitation = sams.data.invitations.find(
        (booking: CourtBooking) => booking.id === split1,
      );
      expect(invitation).toMatchObject({
        owner: { id: casey.id, firstName: 'Casey' },
        shares: [
          expect.objectContaining({
            user: expect.objectContaining({ id: w.sam.id }),
            status: 'pending',
            amountCents: 1400,
          }),
        ],
      });
    } finally {
      w.clock.set(saved);
    }
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const response = await w.t.app.inject({ method: 'GET', url: '/api/v1/user/court/bookings' });
    expect(response.statusCode).toBe(401);
  });
});
