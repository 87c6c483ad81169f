import { describe, expect, it } from 'vitest';
import { socials } from '../socials/socials.schema.ts';
import { eq } from 'drizzle-orm';
import { refillLine } from './change-line.ts';
import { lapseOffersSweep } from './lapse-offer.job.ts';
import { MORNING, placesOf, useWaitlistWorld, waitlistCalls } from './waitlist-test-kit.ts';

const w = useWaitlistWorld();
const { join, mine, offerOf, accept, decline, giveUp, line, events, call } = waitlistCalls(w);
const HOUR = 3_600_000;

/** Sam then Priya wait; Alex gives the place up: Sam is offered it. */
async function samIsOffered() {
  await join(w.sam);
  await join(w.priya);
  expect((await giveUp(w.alex, 'full')).statusCode).toBe(200);
  return offerOf(w.sam);
}

describe('a place given up with players waiting', () => {
  it('is held for the first in line for 2 hours, and counts against capacity meanwhile', async () => {
    const offer = await samIsOffered();
    expect(offer.expiresAt).toBe(new Date(MORNING.getTime() + 2 * HOUR).toISOString());
    expect(await placesOf(w)).toEqual({ attendees: 0, offersOpen: 1 });
    expect(await mine(w.priya)).toEqual([{ socialId: w.socialId, position: 2, offer: null }]);
    expect((await line(w.olivia)).json().data[0].offer).toEqual(offer);
    // Nobody else can take it: a new player cannot ask for it as if it were free.
    const asked = await call(w.jo, 'POST', '/user/social/booking/request', {
      payload: { socialId: w.socialId, organizerId: w.olivia.id, message: '' },
    });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().code).toBe('SOCIAL_FULL');
    expect((await join(w.jo)).statusCode).toBe(201);
    expect((await events(w.sam)).map((event) => event.event)).toContain('waitlist:offered');
  });

  it('rings the first in line’s bell, from the organiser, until the offer’s deadline', async () => {
    const offer = await samIsOffered();
    const bell = await call(w.sam, 'GET', '/organizer/notifications');
    const entry = (bell.json().data as { kind: string; socialId: string }[]).find(
      (notification) =>
        notification.kind === 'waitlist-offer' && notification.socialId === w.socialId,
    );
    expect(entry).toMatchObject({ socialName: 'Full Rally', organizerReadFlag: true });
    const { notifications } = await import('../notifications/notifications.schema.ts');
    const { and, eq } = await import('drizzle-orm');
    const [stored] = await w.t.app.deps.db
      .select({ expiresAt: notifications.expiresAt })
      .from(notifications)
      .where(and(eq(notifications.userId, w.sam.id), eq(notifications.kind, 'waitlist-offer')));
    expect(stored?.expiresAt.toISOString()).toBe(offer.expiresAt);
  });

  it('is booked at once when taken, and the line moves up', async () => {
    const offer = await samIsOffered();
    const taken = await accept(w.sam, offer.id);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ message: 'The place is yours', data: { socialId: w.socialId } });
    expect(await placesOf(w)).toEqual({ attendees: 1, offersOpen: 0 });
    expect(await mine(w.sam)).toEqual([]);
    expect(await mine(w.priya)).toEqual([{ socialId: w.socialId, position: 1, offer: null }]);
    const bookings = await call(w.sam, 'GET', '/user/social/booking');
    const upcoming = bookings.json().data.upcomingBookings as { social: { id: string } }[];
    expect(upcoming.map((booking) => booking.social.id)).toContain(w.socialId);
  });

  it('answers the same key with the first result, another key with 409, and charges or books once', async () => {
    const offer = await samIsOffered();
    const [first, second] = await Promise.all([
      accept(w.sam, offer.id, 'same-key-1'),
      accept(w.sam, offer.id, 'same-key-1'),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const other = await accept(w.sam, offer.id, 'another-key-2');
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('OFFER_ENDED');
    expect(await placesOf(w)).toEqual({ attendees: 1, offersOpen: 0 });
  });

  it("answers 404 for an unknown offer and for someone else's", async () => {
    const offer = await samIsOffered();
    expect((await accept(w.priya, offer.id)).statusCode).toBe(404);
    expect((await decline(w.priya, offer.id)).statusCode).toBe(404);
    expect((await accept(w.sam, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await accept(w.sam, 'nope')).statusCode).toBe(400);
  });

  it('passes to the next in line when declined', async () => {
    const offer = await samIsOffered();
    const declined = await decline(w.sam, offer.id);
    expect(declined.statusCode).toBe(200);
    expect(await mine(w.sam)).toEqual([]);
    const next = await offerOf(w.priya);
    expect(next.id).not.toBe(offer.id);
    expect(await placesOf(w)).toEqual({ attendees: 0, offersOpen: 1 });
    expect((await decline(w.sam, offer.id)).json().code).toBe('OFFER_ENDED');
  });

  it('lapses at its deadline (the sweep, when its job is lost) and passes on; a late accept is refused', async () => {
    const offer = await samIsOffered();
    w.clock.advance(2 * HOUR);
    const late = await accept(w.sam, offer.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('OFFER_EXPIRED');
    // Earlier tests' offers are due too: at least Sam's lapses.
    expect((await lapseOffersSweep.run(w.t.app.deps, {})).lapsed).toBeGreaterThanOrEqual(1);
    expect(await mine(w.sam)).toEqual([]);
    expect((await offerOf(w.priya)).expiresAt).toBe(
      new Date(MORNING.getTime() + 4 * HOUR).toISOString(),
    );
    const ended = (await events(w.sam)).filter((event) => event.event === 'waitlist:offer-ended');
    expect(ended.map((event) => event.payload)).toContainEqual({
      offerId: offer.id,
      socialId: w.socialId,
      reason: 'lapsed',
    });
    // Run again: nothing more to do.
    expect(await lapseOffersSweep.run(w.t.app.deps, {})).toEqual({ lapsed: 0 });
  });

  it('with nobody left in line, opens to everyone', async () => {
    await join(w.sam);
    await giveUp(w.alex, 'full');
    const offer = await offerOf(w.sam);
    await decline(w.sam, offer.id);
    expect(await placesOf(w)).toEqual({ attendees: 0, offersOpen: 0 });
  });

  it('leaving the line with an open offer passes it on', async () => {
    await samIsOffered();
    expect((await call(w.sam, 'DELETE', `/user/socials/${w.socialId}/waitlist`)).statusCode).toBe(
      200,
    );
    expect((await offerOf(w.priya)).id).toBeTruthy();
    expect(await placesOf(w)).toEqual({ attendees: 0, offersOpen: 1 });
  });

  it('two places free at once go to the first two in line, each with its bell entry', async () => {
    await join(w.sam);
    await join(w.priya);
    await join(w.jo);
    // Two more places, as if the capacity had been raised: the line is offered what is free.
    await w.t.app.deps.db.update(socials).set({ capacity: 3 }).where(eq(socials.id, w.socialId));
    await refillLine(w.t.app.deps, w.socialId);

    const [samOffer, priyaOffer] = [await offerOf(w.sam), await offerOf(w.priya)];
    expect(samOffer.id).not.toBe(priyaOffer.id);
    expect((await mine(w.jo))[0]).toEqual({ socialId: w.socialId, position: 3, offer: null });
    expect(await placesOf(w)).toEqual({ attendees: 1, offersOpen: 2 });
    for (const player of [w.sam, w.priya]) {
      const bell = (await call(player, 'GET', '/organizer/notifications')).json().data as {
        kind: string;
        socialId: string;
        firstName: string;
      }[];
      expect(
        bell.filter((entry) => entry.kind === 'waitlist-offer' && entry.socialId === w.socialId),
      ).toEqual([expect.objectContaining({ firstName: 'Olivia' })]);
    }
    const positions = (await events(w.jo)).filter((event) => event.event === 'waitlist:position');
    expect(positions.at(-1)?.payload).toEqual({ socialId: w.socialId, position: 3 });
  });

  it('the organiser removing a player offers the place on', async () => {
    await join(w.sam);
    const removed = await call(
      w.olivia,
      'DELETE',
      `/organizer/socials/${w.socialId}/players/${w.alex.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect((await offerOf(w.sam)).id).toBeTruthy();
    const again = await call(
      w.olivia,
      'DELETE',
      `/organizer/socials/${w.socialId}/players/${w.alex.id}`,
    );
    expect(again.json().code).toBe('PLAYER_NOT_ATTENDING');
    const foreign = await call(
      w.sam,
      'DELETE',
      `/organizer/socials/${w.socialId}/players/${w.alex.id}`,
    );
    expect(foreign.statusCode).toBe(404);
  });
});
