import { describe, expect, it } from 'vitest';
import {
  ledgerOf,
  paidSocialCalls,
  placeOf,
  PRICE_CENTS,
  providerChargesOf,
  usePaidSocialWorld,
} from './ledger-test-kit.ts';

const w = usePaidSocialWorld();
const { call, askToJoin, accept, giveUp } = paidSocialCalls(w);

const joinLine = (user: typeof w.alex) =>
  call(user, 'POST', `/user/socials/${w.socialId}/waitlist`, { payload: {} });
const takeOffer = (user: typeof w.alex, offerId: string, key: string) =>
  call(user, 'POST', `/user/waitlist/offers/${offerId}/accept`, {
    headers: { 'idempotency-key': key },
  });
async function openOfferOf(user: typeof w.alex) {
  const response = await call(user, 'GET', '/user/waitlist');
  const lines = response.json().data as { socialId: string; offer: { id: string } | null }[];
  const offer = lines.find((line) => line.socialId === w.socialId)?.offer;
  if (!offer) throw new Error('no open offer');
  return offer;
}

/** Alex and Priya hold the two places (paid); `waiter` is first in line; Alex gives up. */
async function offeredTo(waiter: typeof w.alex) {
  await accept(await askToJoin(w.alex));
  await accept(await askToJoin(w.priya));
  expect((await joinLine(waiter)).statusCode).toBe(201);
  expect((await giveUp(w.alex, 'full')).statusCode).toBe(200);
  return openOfferOf(waiter);
}

describe('an offer of a place at a paid social', () => {
  it('charges the price once when taken, whatever the keys and however often it is sent', async () => {
    const before = (await providerChargesOf(w, w.sam)).length;
    const offer = await offeredTo(w.sam);
    const [first, again] = await Promise.all([
      takeOffer(w.sam, offer.id, 'take-key-1'),
      takeOffer(w.sam, offer.id, 'take-key-1'),
    ]);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await takeOffer(w.sam, offer.id, 'take-key-2')).statusCode).toBe(409);

    const charges = (await providerChargesOf(w, w.sam)).slice(before);
    expect(charges).toMatchObject([
      { amountCents: PRICE_CENTS, captureState: 'captured', refundedCents: 0 },
    ]);
    const place = await placeOf(w, w.sam);
    const payments = await ledgerOf(w, w.sam);
    expect(payments.find((payment) => payment.id === place?.paymentId)).toMatchObject({
      status: 'captured',
      kind: 'social',
    });
  });

  it('needs a saved card to take it (409 NO_PAYMENT_METHOD), and the offer stays open', async () => {
    const offer = await offeredTo(w.jo);
    const refused = await takeOffer(w.jo, offer.id, 'jo-take-key');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NO_PAYMENT_METHOD');
    expect(await openOfferOf(w.jo)).toEqual(offer);
    expect(await placeOf(w, w.jo)).toBeUndefined();
  });
});
