import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import {
  deleteRedisKeys,
  inDays,
  insertSocial,
  signUp,
  type TestUser,
} from '../../test/factories.ts';
import { startServer, stopServer } from '../../test/server-process.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app.ts';
import { testServicesInUse } from '../../test/test-database.ts';
import { courtBookings } from '../courts/courts.schema.ts';
import { hoursFrom, insertHold, insertOpenCourt, payHold } from '../courts/courts-test-kit.ts';
import { joinRequests } from '../join-requests/join-requests.schema.ts';
import { saveTestCard } from '../payments/payments-test-kit.ts';
import { sandboxCharges } from '../payments/payments.schema.ts';
import { socialBookings } from '../socials/socials.schema.ts';
import type { GatewayOperation } from './ledger.schema.ts';
import { payments } from './ledger.schema.ts';
import { reconcilePayments } from './reconcile-payments.job.ts';

// The real server in a child process, killing itself (SIGKILL) the moment the provider has
// answered one kind of call and before the answer is recorded: the worst place to die. The
// reconciliation job, run afterwards from this process on the same database, must leave no
// money unrecorded and no place unpaid.

const JWT_SECRET = 'ledger-faults-secret-that-is-long-enough-0000';
const PRICE_CENTS = 2000;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
const clock = manualClock(new Date());
let olivia: TestUser;
let socialId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ databaseUrl: database.url, clock, env: { JWT_SECRET } });
  olivia = await signUp(t.app, 'Olivia');
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

/** A player with a saved card, and a fresh $20 social of Olivia's. */
async function paidWorld() {
  const player = await signUp(t.app, 'Alex');
  const { customerId } = await saveTestCard(t.app, player.token);
  socialId = await insertSocial(t.app.deps.db, olivia.id, {
    capacity: 4,
    priceCents: PRICE_CENTS,
    date: inDays(3),
  });
  return { player, customerId };
}

/** Sends one request to a server that dies after the provider answers `operation`. */
async function sendToDoomedServer(
  operation: GatewayOperation,
  request: { method: string; path: string; token: string; body?: unknown; key?: string },
) {
  const keyPrefix = `bp-test:${randomBytes(6).toString('hex')}:`;
  const server = await startServer({
    DATABASE_URL: database.url,
    REDIS_URL: testServicesInUse().redisUrl,
    REDIS_KEY_PREFIX: keyPrefix,
    JWT_SECRET,
    TEST_KILL_AFTER_GATEWAY: operation,
  });
  try {
    const answer = await fetch(`${server.url}/api/v1${request.path}`, {
      method: request.method,
      headers: {
        authorization: `Bearer ${request.token}`,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(request.key ? { 'idempotency-key': request.key } : {}),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    }).then(
      (response) => `answered ${response.status}`,
      () => 'no answer',
    );
    expect(answer).toBe('no answer');
    expect(await server.exited).toMatchObject({ signal: 'SIGKILL' });
  } finally {
    await stopServer(server);
    await deleteRedisKeys(testServicesInUse().redisUrl, keyPrefix);
  }
}

async function reconcileLater() {
  clock.set(new Date(Date.now() + t.config.payments.reconcileAfterMs + 60_000));
  try {
    return await reconcilePayments(t.app.deps);
  } finally {
    clock.set(new Date());
  }
}

const providerCharges = (customerId: string) =>
  t.app.deps.db.select().from(sandboxCharges).where(eq(sandboxCharges.customerId, customerId));
const ledgerOf = (userId: string) =>
  t.app.deps.db.select().from(payments).where(eq(payments.userId, userId));

async function ask(player: TestUser) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/social/booking/request',
    headers: player.auth,
    payload: { socialId, organizerId: olivia.id, message: '' },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as string;
}

describe('the process killed between the provider’s answer and its record', () => {
  it('authorise: the request never stored, the hold is voided', async () => {
    const { player, customerId } = await paidWorld();
    await sendToDoomedServer('authorise', {
      method: 'POST',
      path: '/user/social/booking/request',
      token: player.token,
      body: { socialId, organizerId: olivia.id, message: '' },
    });
    expect(await providerCharges(customerId)).toMatchObject([{ captureState: 'requires_capture' }]);
    expect(await ledgerOf(player.id)).toMatchObject([{ status: 'pending' }]);

    expect(await reconcileLater()).toMatchObject({ replayed: 1, released: 1 });
    expect(await providerCharges(customerId)).toMatchObject([{ captureState: 'canceled' }]);
    expect(await ledgerOf(player.id)).toMatchObject([{ status: 'voided', due: null }]);
    const requests = await t.app.deps.db
      .select()
      .from(joinRequests)
      .where(eq(joinRequests.userId, player.id));
    expect(requests).toEqual([]);
  });

  it('capture: the place given stays, its money is taken and recorded', async () => {
    const { player, customerId } = await paidWorld();
    const requestId = await ask(player);
    await sendToDoomedServer('capture', {
      method: 'PUT',
      path: `/organizer/social/request/${requestId}`,
      token: olivia.token,
    });
    expect(await providerCharges(customerId)).toMatchObject([{ captureState: 'captured' }]);
    expect(await ledgerOf(player.id)).toMatchObject([{ status: 'authorised', due: 'capture' }]);

    expect(await reconcileLater()).toMatchObject({ replayed: 1 });
    const [payment] = await ledgerOf(player.id);
    expect(payment).toMatchObject({ status: 'captured', due: null });
    const [place] = await t.app.deps.db
      .select()
      .from(socialBookings)
      .where(and(eq(socialBookings.socialId, socialId), eq(socialBookings.userId, player.id)));
    expect(place?.paymentId).toBe(payment?.id);
  });

  it('void: the rejected request’s hold is released and recorded', async () => {
    const { player, customerId } = await paidWorld();
    const requestId = await ask(player);
    await sendToDoomedServer('void', {
      method: 'DELETE',
      path: `/organizer/social/request/${requestId}`,
      token: olivia.token,
    });
    expect(await reconcileLater()).toMatchObject({ replayed: 1 });
    expect(await providerCharges(customerId)).toMatchObject([{ captureState: 'canceled' }]);
    expect(await ledgerOf(player.id)).toMatchObject([{ status: 'voided', due: null }]);
  });

  it('refund: the place given up is refunded once, and recorded', async () => {
    const { player, customerId } = await paidWorld();
    const requestId = await ask(player);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/organizer/social/request/${requestId}`,
      headers: olivia.auth,
    });
    await sendToDoomedServer('refund', {
      method: 'DELETE',
      path: `/user/socials/${socialId}/place?expectRefund=full`,
      token: player.token,
    });
    expect(await reconcileLater()).toMatchObject({ replayed: 1 });
    expect(await providerCharges(customerId)).toMatchObject([
      { captureState: 'captured', refundedCents: PRICE_CENTS },
    ]);
    expect(await ledgerOf(player.id)).toMatchObject([
      { status: 'refunded', refundedCents: PRICE_CENTS, due: null },
    ]);
  });

  it('charge: the court never recorded as paid, the charge is refunded, and paying again pays', async () => {
    const { player, customerId } = await paidWorld();
    const { courtId } = await insertOpenCourt(t.app.deps.db, { stadium: `Faults ${randomUUID()}` });
    const holdId = await insertHold(t.app.deps.db, {
      userId: player.id,
      courtId,
      startsAt: hoursFrom(new Date(), 50),
      now: new Date(),
      holdExpiresAt: new Date(Date.now() + 3_600_000),
    });
    await sendToDoomedServer('charge', {
      method: 'POST',
      path: '/user/court/bookings',
      token: player.token,
      body: { holdId, paymentMethod: 'apple-pay' },
      key: randomUUID(),
    });
    expect(await reconcileLater()).toMatchObject({ replayed: 1, released: 1 });
    const [lost] = await providerCharges(customerId);
    expect(lost).toMatchObject({ refundedCents: lost?.amountCents });
    expect(await ledgerOf(player.id)).toMatchObject([{ kind: 'court', status: 'refunded' }]);

    expect((await payHold(t.app, player, holdId)).statusCode).toBe(201);
    const [hold] = await t.app.deps.db
      .select({ status: courtBookings.status, paymentId: courtBookings.paymentId })
      .from(courtBookings)
      .where(eq(courtBookings.id, holdId));
    expect(hold?.status).toBe('paid');
    expect(hold?.paymentId).not.toBe(lost?.id);
  });
});
