import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../clock.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  HOUR_MS,
  hoursFrom,
  insertOpenCourt,
  insertHold,
  insertPlayer,
} from '../courts-test-kit.ts';
import { idempotentRequests } from '../../idempotency/idempotency.schema.ts';
import { courtBookings, courtBookingShares } from '../courts.schema.ts';
import {
  IDEMPOTENT_ANSWER_RETENTION_MS,
  pruneIdempotentRequests,
  pruneIdempotentRequestsJob,
} from './prune-idempotent-requests.job.ts';

const now = new Date();
const clock = manualClock(now);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t?.close());

const ago = (ms: number) => new Date(now.getTime() - ms);
const DAY_AND_A_BIT = IDEMPOTENT_ANSWER_RETENTION_MS + 1000;

async function storeAnswer(
  userId: string,
  key: string,
  row: { fingerprint: string; status: number; createdAt: Date; scope?: string },
) {
  await t.app.deps.db.insert(idempotentRequests).values({
    userId,
    scope: row.scope ?? 'court-booking:pay',
    key,
    requestFingerprint: row.fingerprint,
    responseStatus: row.status,
    responseBody: { message: 'stored' },
    createdAt: row.createdAt,
  });
}

/** A paid booking split with `friendId`, whose share has `status`: the share's id. */
async function shareOf(ownerId: string, friendId: string, status: 'pending' | 'paid') {
  const { courtId } = await insertOpenCourt(t.app.deps.db);
  const bookingId = await insertHold(t.app.deps.db, {
    userId: ownerId,
    courtId,
    startsAt: hoursFrom(now, 72),
    now,
  });
  await t.app.deps.db
    .update(courtBookings)
    .set({ status: 'paid' })
    .where(eq(courtBookings.id, bookingId));
  const [share] = await t.app.deps.db
    .insert(courtBookingShares)
    .values({ bookingId, userId: friendId, amountCents: 1400, status })
    .returning({ id: courtBookingShares.id });
  if (!share) throw new Error('no share inserted');
  return share.id;
}

const keysOf = async (userId: string) =>
  (
    await t.app.deps.db
      .select({ key: idempotentRequests.key })
      .from(idempotentRequests)
      .where(eq(idempotentRequests.userId, userId))
  )
    .map((row) => row.key)
    .sort();

describe('courts.prune-idempotent-requests', () => {
  it('is a sweep', () => {
    expect(pruneIdempotentRequestsJob.everyMs).toBeGreaterThan(0);
  });

  it('deletes answers older than a day, keeps newer ones and the refusals of a share still payable, and a second run deletes nothing', async () => {
    const alex = await insertPlayer(t.app.deps.db, 'Alex');
    const olivia = await insertPlayer(t.app.deps.db, 'Olivia');
    const pendingShare = await shareOf(alex, olivia, 'pending');
    const paidShare = await shareOf(alex, await insertPlayer(t.app.deps.db, 'Sam'), 'paid');
    const hold = 'hold=00000000-0000-4000-8000-000000000001&paymentMethod=apple-pay';
    await storeAnswer(alex, 'old-paid', {
      fingerprint: hold,
      status: 201,
      createdAt: ago(DAY_AND_A_BIT),
    });
    await storeAnswer(alex, 'old-declined', {
      fingerprint: hold,
      status: 402,
      createdAt: ago(DAY_AND_A_BIT),
    });
    await storeAnswer(alex, 'recent-paid', {
      fingerprint: hold,
      status: 201,
      createdAt: ago(HOUR_MS),
    });
    await storeAnswer(olivia, 'old-declined-share', {
      scope: 'court-share:pay',
      fingerprint: `share=${pendingShare}`,
      status: 402,
      createdAt: ago(3 * DAY_AND_A_BIT),
    });
    await storeAnswer(olivia, 'old-paid-share', {
      scope: 'court-share:pay',
      fingerprint: `share=${pendingShare}&paymentMethodId=pm_1`,
      status: 200,
      createdAt: ago(DAY_AND_A_BIT),
    });
    const sam = (
      await t.app.deps.db
        .select({ userId: courtBookingShares.userId })
        .from(courtBookingShares)
        .where(eq(courtBookingShares.id, paidShare))
    )[0]?.userId;
    if (!sam) throw new Error('no share of Sam');
    await storeAnswer(sam, 'old-declined-settled-share', {
      scope: 'court-share:pay',
      fingerprint: `share=${paidShare}`,
      status: 402,
      createdAt: ago(DAY_AND_A_BIT),
    });

    const summary = await pruneIdempotentRequestsJob.handler({ deps: t.app.deps, payload: {} });

    expect(summary.deleted).toBe(4);
    expect(await keysOf(alex)).toEqual(['recent-paid']);
    expect(await keysOf(olivia)).toEqual(['old-declined-share']);
    expect(await keysOf(sam)).toEqual([]);
    const again = await pruneIdempotentRequestsJob.handler({ deps: t.app.deps, payload: {} });
    expect(again.deleted).toBe(0);
  });

  it('deletes in batches until none is left', async () => {
    const player = await insertPlayer(t.app.deps.db, 'Batch');
    for (let row = 0; row < 7; row += 1) {
      await storeAnswer(player, `old-${row}`, {
        fingerprint: 'hold=00000000-0000-4000-8000-000000000002&paymentMethod=apple-pay',
        status: 201,
        createdAt: ago(DAY_AND_A_BIT),
      });
    }

    const summary = await pruneIdempotentRequests({ deps: t.app.deps, batchSize: 3 });

    expect(summary).toEqual({ deleted: 7, batches: 3 });
    expect(await keysOf(player)).toEqual([]);
  });
});
