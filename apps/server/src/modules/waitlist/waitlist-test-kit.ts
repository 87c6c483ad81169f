import type { PublishedEvent } from '@betterplay/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { manualClock } from '../../clock.ts';
import { localDateTime } from '../../local-time.ts';
import { inDays, insertSocial, signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { socialBookings, socials } from '../socials/socials.schema.ts';

/**
 * Olivia organises a one-place social, three days ahead at 18:00; Alex holds its place and
 * Sam, Priya and Jo play. The clock is 10:00 today, so offers last 2 hours and end in daylight.
 */
export type WaitlistWorld = {
  t: TestApp;
  clock: ReturnType<typeof manualClock>;
  olivia: TestUser;
  alex: TestUser;
  sam: TestUser;
  priya: TestUser;
  jo: TestUser;
  socialId: string;
};

export const MORNING = localDateTime(inDays(0), '10:00:00');

export function useWaitlistWorld(env: Record<string, string> = {}): WaitlistWorld {
  const world = {} as WaitlistWorld;
  beforeAll(async () => {
    world.clock = manualClock(MORNING);
    world.t = await createTestApp({
      clock: world.clock,
      env: { WAITLIST_QUIET_HOURS: '22-8', ...env },
    });
    const app = world.t.app;
    [world.olivia, world.alex, world.sam, world.priya, world.jo] = await Promise.all([
      signUp(app, 'Olivia'),
      signUp(app, 'Alex'),
      signUp(app, 'Sam'),
      signUp(app, 'Priya'),
      signUp(app, 'Jo'),
    ]);
  });
  beforeEach(async () => {
    world.clock.set(MORNING);
    world.socialId = await insertSocial(world.t.app.deps.db, world.olivia.id, {
      capacity: 1,
      name: 'Full Rally',
      date: inDays(3),
      time: '18:00:00',
    });
    await givePlace(world.t, world.alex, world.socialId);
  });
  afterAll(() => world.t?.close());
  return world;
}

/** A place for the player, as an accepted request leaves it. */
export async function givePlace(t: TestApp, player: TestUser, socialId: string) {
  const db = t.app.deps.db;
  await db.insert(socialBookings).values({ socialId, userId: player.id, pricePaidCents: 1250 });
  await db
    .update(socials)
    .set({ attendeesCount: sql`${socials.attendeesCount} + 1` })
    .where(eq(socials.id, socialId));
}

export async function placesOf(world: WaitlistWorld, socialId = world.socialId) {
  const [row] = await world.t.app.deps.db
    .select({ attendees: socials.attendeesCount, offersOpen: socials.offersOpen })
    .from(socials)
    .where(eq(socials.id, socialId));
  return row;
}

/** The calls the waitlist tests make, against the world as it is when they run. */
export function waitlistCalls(world: WaitlistWorld) {
  const call = (
    user: TestUser,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    extra: { payload?: unknown; headers?: Record<string, string> } = {},
  ) =>
    world.t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...user.auth, ...extra.headers },
      ...(extra.payload === undefined ? {} : { payload: extra.payload as object }),
    });
  const join = (user: TestUser, socialId = world.socialId, message?: string) =>
    call(user, 'POST', `/user/socials/${socialId}/waitlist`, {
      payload: message === undefined ? {} : { message },
    });
  /** The player's lines, as GET /user/waitlist lists them, for this test's social only. */
  const mine = async (user: TestUser) => {
    const response = await call(user, 'GET', '/user/waitlist');
    expect(response.statusCode).toBe(200);
    const lines = response.json().data as {
      socialId: string;
      position: number;
      offer: { id: string; expiresAt: string } | null;
    }[];
    return lines.filter((entry) => entry.socialId === world.socialId);
  };
  const offerOf = async (user: TestUser) => {
    const offer = (await mine(user))[0]?.offer;
    if (!offer) throw new Error('no open offer');
    return offer;
  };
  const accept = (user: TestUser, offerId: string, key = `key-${offerId}`) =>
    call(user, 'POST', `/user/waitlist/offers/${offerId}/accept`, {
      headers: { 'idempotency-key': key },
    });
  const decline = (user: TestUser, offerId: string) =>
    call(user, 'POST', `/user/waitlist/offers/${offerId}/decline`);
  const giveUp = (user: TestUser, expectRefund: 'full' | 'none', socialId = world.socialId) =>
    call(user, 'DELETE', `/user/socials/${socialId}/place?expectRefund=${expectRefund}`);
  const line = (user: TestUser, socialId = world.socialId) =>
    call(user, 'GET', `/organizer/socials/${socialId}/waitlist`);
  /** The player's waitlist events as the catch-up reads them: numbered, so numbering waits. */
  const events = async (user: TestUser) => {
    await world.t.app.outboxRelay.flush();
    const response = await call(user, 'GET', '/user/events?after=0');
    expect(response.statusCode).toBe(200);
    return (response.json().data.events as PublishedEvent[]).filter((event) =>
      event.event.startsWith('waitlist:'),
    );
  };
  return { call, join, mine, offerOf, accept, decline, giveUp, line, events };
}
