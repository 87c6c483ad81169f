import { afterEach, describe, expect, it, vi } from 'vitest';
import { appError } from '../../errors.ts';
import {
  ledgerOf,
  paidSocialCalls,
  placeOf,
  PRICE_CENTS,
  providerChargesOf,
  reconcileLater,
  usePaidSocialWorld,
} from './ledger-test-kit.ts';
import { saveTestCard } from '../payments/payments-test-kit.ts';
import { localDateTime } from '../../local-time.ts';
import { inDays, signUp } from '../../test/factories.ts';

const w = usePaidSocialWorld();
const { ask, askToJoin, accept, reject, withdraw, giveUp, remove, history } = paidSocialCalls(w);
afterEach(() => vi.restoreAllMocks());

/** What moved for a player since `before` (their counts of provider charges and ledger rows). */
async function since(player: typeof w.alex, before: { charges: number; ledger: number }) {
  return {
    charges: (await providerChargesOf(w, player)).slice(before.charges),
    ledger: (await ledgerOf(w, player)).slice(before.ledger),
  };
}
async function mark(player: typeof w.alex) {
  return {
    charges: (await providerChargesOf(w, player)).length,
    ledger: (await ledgerOf(w, player)).length,
  };
}

describe('a paid social', () => {
  it('needs a saved card to ask: 409 NO_PAYMENT_METHOD, and nothing is stored or held', async () => {
    const response = await ask(w.jo);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'NO_PAYMENT_METHOD',
      message: 'Add a payment card on your profile before paying',
    });
    expect(await ledgerOf(w, w.jo)).toEqual([]);
    expect(await history(w.jo)).toEqual([]);
  });

  it('holds the price with the request and takes it when the organiser accepts', async () => {
    const before = await mark(w.alex);
    const requestId = await askToJoin(w.alex);
    let moved = await since(w.alex, before);
    expect(moved.charges).toMatchObject([
      { amountCents: PRICE_CENTS, captureState: 'requires_capture' },
    ]);
    expect(moved.ledger).toMatchObject([{ kind: 'social', status: 'authorised', due: null }]);
    expect(moved.ledger[0]?.claimedAt).not.toBeNull();

    expect((await accept(requestId)).statusCode).toBe(200);
    moved = await since(w.alex, before);
    expect(moved.charges).toMatchObject([{ captureState: 'captured', refundedCents: 0 }]);
    expect(moved.ledger).toMatchObject([{ status: 'captured', due: null }]);
    expect(await placeOf(w, w.alex)).toMatchObject({
      paymentId: moved.ledger[0]?.id,
      pricePaidCents: PRICE_CENTS,
    });
    expect((await history(w.alex))[0]).toMatchObject({
      kind: 'social',
      status: 'captured',
      amountCents: PRICE_CENTS,
      description: 'Better Play: Paid Rally',
    });
  });

  it('releases the hold when the organiser rejects, or the player withdraws', async () => {
    const before = await mark(w.sam);
    expect((await withdraw(w.sam, await askToJoin(w.sam))).statusCode).toBe(200);
    expect((await reject(await askToJoin(w.sam))).statusCode).toBe(200);
    const moved = await since(w.sam, before);
    expect(moved.charges.map((charge) => charge.captureState)).toEqual(['canceled', 'canceled']);
    expect(moved.ledger.map((payment) => payment.status)).toEqual(['voided', 'voided']);
    expect(await placeOf(w, w.sam)).toBeUndefined();
  });

  it('refuses a declined card with the provider’s words and stores no request', async () => {
    const casey = await signUp(w.t.app, 'Casey');
    await saveTestCard(w.t.app, casey.token, '4000 0000 0000 0341');
    const response = await ask(casey);
    expect(response.statusCode).toBe(402);
    expect(response.json().code).toBe('PAYMENT_DECLINED');
    const requests = await w.t.app.inject({
      method: 'GET',
      url: '/api/v1/user/social/booking/request',
      headers: casey.auth,
    });
    expect(JSON.stringify(requests.json())).not.toContain(w.socialId);
    expect(await ledgerOf(w, casey)).toMatchObject([{ status: 'failed' }]);
    expect(await history(casey)).toMatchObject([{ status: 'failed', amountCents: PRICE_CENTS }]);
  });

  it('refunds in full a place given up early, and a player the organiser removes', async () => {
    const before = { alex: await mark(w.alex), priya: await mark(w.priya) };
    await accept(await askToJoin(w.alex));
    await accept(await askToJoin(w.priya));

    expect((await giveUp(w.alex, 'full')).statusCode).toBe(200);
    expect((await remove(w.priya)).statusCode).toBe(200);

    for (const [player, mark] of [
      [w.alex, before.alex],
      [w.priya, before.priya],
    ] as const) {
      const moved = await since(player, mark);
      expect(moved.charges).toMatchObject([
        { captureState: 'captured', refundedCents: PRICE_CENTS },
      ]);
      expect(moved.ledger).toMatchObject([{ status: 'refunded', refundedCents: PRICE_CENTS }]);
    }
  });

  it('keeps the money for a place given up within 24 hours of the start', async () => {
    const before = await mark(w.sam);
    await accept(await askToJoin(w.sam));
    // 12 hours before the 18:00 start.
    w.clock.set(localDateTime(inDays(3), '06:00:00'));
    try {
      expect((await giveUp(w.sam, 'none')).statusCode).toBe(200);
    } finally {
      w.clock.set(new Date());
    }
    const moved = await since(w.sam, before);
    expect(moved.charges).toMatchObject([{ captureState: 'captured', refundedCents: 0 }]);
    expect(moved.ledger).toMatchObject([{ status: 'captured', due: null }]);
  });

  it('records a hold that never reached the provider as refused, and never holds it late', async () => {
    const before = await mark(w.sam);
    vi.spyOn(w.t.app.deps.payments, 'authorise').mockRejectedValueOnce(
      appError('PAYMENT_PROVIDER_UNAVAILABLE'),
    );
    expect((await ask(w.sam)).statusCode).toBe(502);
    expect((await since(w.sam, before)).ledger).toMatchObject([{ status: 'pending' }]);

    expect(await reconcileLater(w)).toMatchObject({ replayed: 1 });
    w.clock.set(new Date());
    const moved = await since(w.sam, before);
    expect(moved.ledger).toMatchObject([{ status: 'failed' }]);
    expect(moved.charges).toEqual([]);
    // The player tries again: a new hold, under a key of its own.
    await withdraw(w.sam, await askToJoin(w.sam));
    expect((await since(w.sam, before)).charges).toMatchObject([{ captureState: 'canceled' }]);
  });

  it('frees a place whose hold lapsed before the capture, so none is held unpaid', async () => {
    const before = await mark(w.priya);
    const requestId = await askToJoin(w.priya);
    const [hold] = (await since(w.priya, before)).charges;
    // The card hold ends at the provider (Stripe's last seven days) before the organiser decides.
    const { sandboxCharges } = await import('../payments/payments.schema.ts');
    const { eq } = await import('drizzle-orm');
    await w.t.app.deps.db
      .update(sandboxCharges)
      .set({ authorisedUntil: new Date(Date.now() - 1000) })
      .where(eq(sandboxCharges.id, hold?.id ?? ''));

    expect((await accept(requestId)).statusCode).toBe(200);
    expect((await since(w.priya, before)).ledger).toMatchObject([{ status: 'failed' }]);
    expect(await reconcileLater(w)).toMatchObject({ freed: 1 });
    expect(await placeOf(w, w.priya)).toBeUndefined();
    expect((await since(w.priya, before)).charges).toMatchObject([
      { captureState: 'requires_capture', refundedCents: 0 },
    ]);
    w.clock.set(new Date());
  });
});
