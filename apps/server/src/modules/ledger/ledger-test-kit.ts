import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { manualClock } from '../../clock.ts';
import { inDays, insertSocial, signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { saveTestCard } from '../payments/payments-test-kit.ts';
import { sandboxCharges } from '../payments/payments.schema.ts';
import { socialBookings } from '../socials/socials.schema.ts';
import { payments } from './ledger.schema.ts';
import { reconcilePayments } from './reconcile-payments.job.ts';

export const PRICE_CENTS = 1500;

/**
 * Olivia organises a two-place social at $15, three days ahead; Alex, Sam and Priya have a
 * saved card each, Jo has none. Each test gets a fresh social.
 */
export type PaidSocialWorld = {
  t: TestApp;
  clock: ReturnType<typeof manualClock>;
  olivia: TestUser;
  alex: TestUser;
  sam: TestUser;
  priya: TestUser;
  jo: TestUser;
  customers: Map<string, string>;
  socialId: string;
};

export function usePaidSocialWorld(env: Record<string, string> = {}): PaidSocialWorld {
  const world = { customers: new Map() } as PaidSocialWorld;
  beforeAll(async () => {
    world.clock = manualClock(new Date());
    world.t = await createTestApp({ clock: world.clock, env });
    const app = world.t.app;
    [world.olivia, world.alex, world.sam, world.priya, world.jo] = await Promise.all([
      signUp(app, 'Olivia'),
      signUp(app, 'Alex'),
      signUp(app, 'Sam'),
      signUp(app, 'Priya'),
      signUp(app, 'Jo'),
    ]);
    for (const player of [world.alex, world.sam, world.priya]) {
      const { customerId } = await saveTestCard(app, player.token);
      world.customers.set(player.id, customerId);
    }
  });
  beforeEach(async () => {
    world.socialId = await insertSocial(world.t.app.deps.db, world.olivia.id, {
      capacity: 2,
      name: 'Paid Rally',
      priceCents: PRICE_CENTS,
      date: inDays(3),
    });
  });
  afterAll(() => world.t?.close());
  return world;
}

export function paidSocialCalls(world: PaidSocialWorld) {
  const call = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    extra: { payload?: unknown; headers?: Record<string, string> } = {},
  ) =>
    world.t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...user.auth, ...extra.headers },
      ...(extra.payload === undefined ? {} : { payload: extra.payload as object }),
    });
  const ask = (user: TestUser, socialId = world.socialId) =>
    call(user, 'POST', '/user/social/booking/request', {
      payload: { socialId, organizerId: world.olivia.id, message: 'Count me in' },
    });
  const askToJoin = async (user: TestUser) => {
    const response = await ask(user);
    expect(response.statusCode).toBe(201);
    return response.json().data.id as string;
  };
  const accept = (requestId: string) =>
    call(world.olivia, 'PUT', `/organizer/social/request/${requestId}`);
  const reject = (requestId: string) =>
    call(world.olivia, 'DELETE', `/organizer/social/request/${requestId}`);
  const withdraw = (user: TestUser, requestId: string) =>
    call(user, 'DELETE', `/user/social/booking/request/${requestId}`);
  const giveUp = (user: TestUser, expectRefund: 'full' | 'none') =>
    call(user, 'DELETE', `/user/socials/${world.socialId}/place?expectRefund=${expectRefund}`);
  const remove = (user: TestUser) =>
    call(world.olivia, 'DELETE', `/organizer/socials/${world.socialId}/players/${user.id}`);
  const history = async (user: TestUser) => {
    const response = await call(user, 'GET', '/user/payments');
    expect(response.statusCode).toBe(200);
    return response.json().data as { status: string; amountCents: number; kind: string }[];
  };
  return { call, ask, askToJoin, accept, reject, withdraw, giveUp, remove, history };
}

/** What the sandbox (the provider) holds for a player: their charges and holds, oldest first. */
export function providerChargesOf(world: PaidSocialWorld, user: TestUser) {
  return world.t.app.deps.db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.customerId, world.customers.get(user.id) ?? ''))
    .orderBy(asc(sandboxCharges.createdAt), asc(sandboxCharges.id));
}

/** The ledger's payments of a player, oldest first. */
export function ledgerOf(world: PaidSocialWorld, user: TestUser) {
  return world.t.app.deps.db
    .select()
    .from(payments)
    .where(eq(payments.userId, user.id))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function placeOf(world: PaidSocialWorld, user: TestUser) {
  const [place] = await world.t.app.deps.db
    .select()
    .from(socialBookings)
    .where(and(eq(socialBookings.userId, user.id), eq(socialBookings.socialId, world.socialId)));
  return place;
}

/** The reconciliation job, run once the grace period is over for everything so far. */
export async function reconcileLater(world: PaidSocialWorld) {
  world.clock.advance(world.t.config.payments.reconcileAfterMs + 1000);
  return reconcilePayments(world.t.app.deps);
}
