import { describe, expect, it } from 'vitest';
import { inDays, insertSocial } from '../../test/factories.ts';
import {
  givePlace,
  MORNING,
  placesOf,
  useWaitlistWorld,
  waitlistCalls,
} from './waitlist-test-kit.ts';

const w = useWaitlistWorld();
const { join, mine, line, call } = waitlistCalls(w);

describe('joining the waitlist', () => {
  it('of a full social answers each player their place in line, first come first served', async () => {
    const sam = await join(w.sam, w.socialId, 'Happy to sub in');
    expect(sam.statusCode).toBe(201);
    expect(sam.json()).toEqual({ message: 'You joined the waitlist', data: { position: 1 } });
    expect((await join(w.priya)).json().data).toEqual({ position: 2 });
    expect(await mine(w.priya)).toEqual([{ socialId: w.socialId, position: 2, offer: null }]);
    const organizer = await line(w.olivia);
    expect(organizer.statusCode).toBe(200);
    expect(organizer.json().data).toEqual([
      { userId: w.sam.id, firstName: 'Sam', lastName: 'Morgan', position: 1, offer: null },
      { userId: w.priya.id, firstName: 'Priya', lastName: 'Morgan', position: 2, offer: null },
    ]);
  });

  it('is refused while a place is free, twice, to the organiser, to a player with a place, and after the start', async () => {
    const open = await insertSocial(w.t.app.deps.db, w.olivia.id, { capacity: 2 });
    await givePlace(w.t, w.alex, open);
    const notFull = await join(w.sam, open);
    expect(notFull.statusCode).toBe(409);
    expect(notFull.json().code).toBe('SOCIAL_NOT_FULL');

    expect((await join(w.sam)).statusCode).toBe(201);
    expect((await join(w.sam)).json().code).toBe('ALREADY_WAITING');
    expect((await join(w.olivia)).json().code).toBe('OWN_SOCIAL');
    expect((await join(w.alex)).json().code).toBe('ALREADY_ATTENDING');

    const past = await insertSocial(w.t.app.deps.db, w.olivia.id, {
      capacity: 1,
      date: inDays(-1),
    });
    const closed = await join(w.sam, past);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('WAITLIST_CLOSED');
  });

  it('answers 404 for an unknown social and 400 for a malformed id or a message over its limit', async () => {
    expect((await join(w.sam, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await join(w.sam, 'not-an-id')).statusCode).toBe(400);
    const long = await join(w.sam, w.socialId, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('message must be at most 1000 characters');
  });

  it("is summed up on the social's public page: full, and how many wait", async () => {
    const summary = () =>
      w.t.app.inject({ method: 'GET', url: `/api/v1/cms/social/${w.socialId}/waitlist` });
    expect((await summary()).json().data).toEqual({ full: true, waiting: 0 });
    await join(w.sam);
    expect((await summary()).json().data).toEqual({ full: true, waiting: 1 });
    await waitlistCalls(w).giveUp(w.alex, 'full');
    // The freed place is held for Sam: still full to everyone else.
    expect((await summary()).json().data).toEqual({ full: true, waiting: 1 });
    // The social itself says so too, for the list's 'Full · 1 waiting'.
    const social = await w.t.app.inject({ method: 'GET', url: `/api/v1/cms/social/${w.socialId}` });
    expect(social.json().data).toMatchObject({ attendees: 0, held: 1, waiting: 1 });
    const unknown = await w.t.app.inject({
      method: 'GET',
      url: '/api/v1/cms/social/00000000-0000-4000-8000-000000000000/waitlist',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('can be left, and the ones behind move up', async () => {
    await join(w.sam);
    await join(w.priya);
    const left = await call(w.sam, 'DELETE', `/user/socials/${w.socialId}/waitlist`);
    expect(left.statusCode).toBe(200);
    expect(await mine(w.sam)).toEqual([]);
    expect(await mine(w.priya)).toEqual([{ socialId: w.socialId, position: 1, offer: null }]);
    const again = await call(w.sam, 'DELETE', `/user/socials/${w.socialId}/waitlist`);
    expect(again.json().code).toBe('NOT_WAITING');
  });
});

describe("the organiser's view of a line", () => {
  it("is the organiser's alone: someone else's social answers 404", async () => {
    expect((await line(w.alex)).statusCode).toBe(404);
    const removed = await call(
      w.alex,
      'DELETE',
      `/organizer/socials/${w.socialId}/waitlist/${w.sam.id}`,
    );
    expect(removed.statusCode).toBe(404);
  });

  it('lists every line of her socials, with each social named', async () => {
    await join(w.sam);
    await join(w.priya);
    const all = await call(w.olivia, 'GET', '/organizer/waitlists');
    expect(all.statusCode).toBe(200);
    const mine = (all.json().data as { socialId: string }[]).find(
      (line) => line.socialId === w.socialId,
    );
    expect(mine).toEqual({
      socialId: w.socialId,
      socialName: 'Full Rally',
      entries: [
        { userId: w.sam.id, firstName: 'Sam', lastName: 'Morgan', position: 1, offer: null },
        { userId: w.priya.id, firstName: 'Priya', lastName: 'Morgan', position: 2, offer: null },
      ],
    });
    expect((await call(w.alex, 'GET', '/organizer/waitlists')).json().data).toEqual([]);
  });

  it('can take a player off the line', async () => {
    await join(w.sam);
    const removed = await call(
      w.olivia,
      'DELETE',
      `/organizer/socials/${w.socialId}/waitlist/${w.sam.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect((await line(w.olivia)).json().data).toEqual([]);
    const again = await call(
      w.olivia,
      'DELETE',
      `/organizer/socials/${w.socialId}/waitlist/${w.sam.id}`,
    );
    expect(again.json().code).toBe('WAITLIST_ENTRY_NOT_FOUND');
  });
});

describe('a place given up', () => {
  it('with nobody waiting opens to everyone', async () => {
    const given = await waitlistCalls(w).giveUp(w.alex, 'full');
    expect(given.statusCode).toBe(200);
    expect(given.json()).toEqual({ message: 'You gave up your place', data: { refund: 'full' } });
    expect(await placesOf(w)).toEqual({ attendees: 0, offersOpen: 0 });
    expect((await waitlistCalls(w).giveUp(w.alex, 'full')).json().code).toBe('PLACE_NOT_FOUND');
  });

  it('keeps the place when the refund shown is no longer the one that applies', async () => {
    w.clock.set(new Date(MORNING.getTime() + 2.5 * 86_400_000));
    const changed = await waitlistCalls(w).giveUp(w.alex, 'full');
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('REFUND_POLICY_CHANGED');
    expect(await placesOf(w)).toEqual({ attendees: 1, offersOpen: 0 });
    expect((await waitlistCalls(w).giveUp(w.alex, 'none')).json().data).toEqual({ refund: 'none' });
  });
});
