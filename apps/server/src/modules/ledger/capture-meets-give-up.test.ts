import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ledgerOf,
  paidSocialCalls,
  placeOf,
  PRICE_CENTS,
  providerChargesOf,
  reconcileLater,
  usePaidSocialWorld,
} from './ledger-test-kit.ts';

// A place given up while the capture that paid for it is on its way to the provider: the
// give-up finds the hold still 'authorised' and owes a void, but the money is taken by then.
// Found by payment-invariants.test.ts under CI load; here each order is made to happen.

const w = usePaidSocialWorld();
const { askToJoin, accept, giveUp } = paidSocialCalls(w);
afterEach(() => vi.restoreAllMocks());

async function ledgerDueOf(ledgerId: string) {
  const rows = await ledgerOf(w, w.alex);
  return rows.find((row) => row.id === ledgerId)?.due;
}

/** Waits, a few milliseconds at a time, until `check` holds. */
async function until(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 500; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the awaited state never came');
}

/** Alex's money at the provider and in the ledger once everything has settled. */
async function expectRefundedInFull() {
  await reconcileLater(w);
  const [charge] = (await providerChargesOf(w, w.alex)).slice(-1);
  expect(charge).toMatchObject({ captureState: 'captured', refundedCents: PRICE_CENTS });
  const [payment] = (await ledgerOf(w, w.alex)).slice(-1);
  expect(payment).toMatchObject({ status: 'refunded', refundedCents: PRICE_CENTS, due: null });
  expect(await placeOf(w, w.alex)).toBeUndefined();
}

describe('a place given up while its capture is on its way', () => {
  it('the capture recorded after the give-up owed a void: the money is refunded', async () => {
    const gateway = w.t.app.deps.payments;
    const requestId = await askToJoin(w.alex);
    const [held] = (await ledgerOf(w, w.alex)).slice(-1);
    const ledgerId = held?.id ?? '';
    let givenUp: Promise<unknown> = Promise.resolve();
    let accepted!: () => void;
    const acceptAnswered = new Promise<void>((resolve) => {
      accepted = resolve;
    });

    const capture = gateway.capture.bind(gateway);
    vi.spyOn(gateway, 'capture').mockImplementationOnce(async (input) => {
      await capture(input);
      // Taken at the provider, not yet recorded: the place is given up now.
      givenUp = giveUp(w.alex, 'full');
      await until(async () => (await ledgerDueOf(ledgerId)) === 'void');
    });
    const voidHold = gateway.void.bind(gateway);
    // The give-up's void reaches the provider only after the capture is recorded.
    vi.spyOn(gateway, 'void').mockImplementation(async (input) => {
      await acceptAnswered;
      return voidHold(input);
    });

    expect((await accept(requestId)).statusCode).toBe(200);
    accepted();
    expect((await givenUp) as { statusCode: number }).toMatchObject({ statusCode: 200 });
    await expectRefundedInFull();
  });

  it("the give-up's void refused as captured before the capture is recorded: the money is refunded", async () => {
    const gateway = w.t.app.deps.payments;
    const requestId = await askToJoin(w.alex);
    let givenUpStatus = 0;

    const capture = gateway.capture.bind(gateway);
    vi.spyOn(gateway, 'capture').mockImplementationOnce(async (input) => {
      await capture(input);
      // Taken at the provider, not yet recorded: the give-up commits and settles its void first.
      givenUpStatus = (await giveUp(w.alex, 'full')).statusCode;
    });

    expect((await accept(requestId)).statusCode).toBe(200);
    expect(givenUpStatus).toBe(200);
    await expectRefundedInFull();
  });
});
