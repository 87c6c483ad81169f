import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp, type TestUser } from '../../test/factories.ts';
import { joinRequests } from '../join-requests/join-requests.schema.ts';
import { saveTestCard } from '../payments/payments-test-kit.ts';
import { sandboxCharges } from '../payments/payments.schema.ts';
import { socialBookings } from '../socials/socials.schema.ts';
import { waitlistOffers } from '../waitlist/waitlist.schema.ts';
import { payments } from './ledger.schema.ts';
import {
  paidSocialCalls,
  PRICE_CENTS,
  reconcileLater,
  usePaidSocialWorld,
} from './ledger-test-kit.ts';

const w = usePaidSocialWorld();
const calls = paidSocialCalls(w);
const OPERATIONS = 120;
const AT_ONCE = 6;

/** A small seeded generator, so a failing run can be repeated exactly. */
function randomFrom(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

async function pendingRequestsOf(socialId: string) {
  return w.t.app.deps.db
    .select({ id: joinRequests.id, userId: joinRequests.userId })
    .from(joinRequests)
    .where(and(eq(joinRequests.socialId, socialId), eq(joinRequests.status, 'pending')));
}

async function openOfferOf(user: TestUser) {
  const [offer] = await w.t.app.deps.db
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.socialId, w.socialId),
        eq(waitlistOffers.userId, user.id),
        eq(waitlistOffers.status, 'open'),
      ),
    );
  return offer;
}

describe('money at a paid social, under a random mix of everything players and organisers do', () => {
  it('never holds a place unpaid, never charges for a place not held, never refunds more than paid', async () => {
    const players: TestUser[] = [];
    for (const name of ['Ana', 'Ben', 'Cal', 'Dee', 'Eli', 'Fay']) {
      const player = await signUp(w.t.app, name);
      const { customerId } = await saveTestCard(w.t.app, player.token);
      w.customers.set(player.id, customerId);
      players.push(player);
    }
    const random = randomFrom(19);
    const pick = <T>(items: T[]) => items[random(items.length)];
    const statuses: number[] = [];

    /** Something this player (or the organiser, about them) could do now, now and then not. */
    async function act(player: TestUser) {
      const [place] = await w.t.app.deps.db
        .select({ id: socialBookings.id })
        .from(socialBookings)
        .where(and(eq(socialBookings.socialId, w.socialId), eq(socialBookings.userId, player.id)));
      const own = (await pendingRequestsOf(w.socialId)).find(
        (request) => request.userId === player.id,
      );
      const offer = await openOfferOf(player);
      const roll = random(6);
      let response;
      if (place) {
        response = roll < 4 ? await calls.giveUp(player, 'full') : await calls.remove(player);
      } else if (offer) {
        const answer = roll < 4 ? 'accept' : 'decline';
        response = await calls.call(player, 'POST', `/user/waitlist/offers/${offer.id}/${answer}`, {
          // Two keys between six tries: repeats and different keys for one offer both happen.
          headers: { 'idempotency-key': `take-${offer.id}-${random(2)}` },
        });
      } else if (own) {
        response =
          roll < 3
            ? await calls.accept(own.id)
            : roll < 5
              ? await calls.withdraw(player, own.id)
              : await calls.reject(own.id);
      } else {
        response =
          roll < 4
            ? await calls.ask(player)
            : await calls.call(player, 'POST', `/user/socials/${w.socialId}/waitlist`, {
                payload: {},
              });
      }
      statuses.push(response.statusCode);
    }

    for (let done = 0; done < OPERATIONS; done += AT_ONCE) {
      await Promise.all(
        Array.from({ length: AT_ONCE }, () => act(pick(players) ?? (players[0] as TestUser))),
      );
    }
    // Whatever was left to settle after a commit, as the job would a minute later.
    await reconcileLater(w);

    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    // The mix did happen: places taken, given up and refunded (so captured first), holds released.
    expect(statuses.filter((status) => status < 300).length).toBeGreaterThan(OPERATIONS / 3);

    const db = w.t.app.deps.db;
    const places = await db
      .select()
      .from(socialBookings)
      .where(eq(socialBookings.socialId, w.socialId));
    const ledger = await db.select().from(payments);
    const provider = await db.select().from(sandboxCharges);
    const providerOf = (providerId: string | null) =>
      provider.find((charge) => charge.id === providerId);

    // 1. Every place is paid: its payment captured at the provider, nothing of it refunded.
    for (const place of places) {
      const payment = ledger.find((row) => row.id === place.paymentId);
      expect(payment).toMatchObject({ status: 'captured', refundedCents: 0 });
      expect(providerOf(payment?.providerPaymentId ?? null)).toMatchObject({
        captureState: 'captured',
        refundedCents: 0,
      });
    }
    const pendingNow = await pendingRequestsOf(w.socialId);
    for (const player of players) {
      const customerId = w.customers.get(player.id);
      const theirs = provider.filter((charge) => charge.customerId === customerId);
      // 2. What a player has paid, net of refunds, is the price of the place they hold (every
      // place was given up more than 24 hours ahead, so every one given up was refunded).
      const kept = theirs
        .filter((charge) => charge.succeeded && charge.captureState === 'captured')
        .reduce((sum, charge) => sum + charge.amountCents - charge.refundedCents, 0);
      const holds = places.some((place) => place.userId === player.id);
      expect(kept).toBe(holds ? PRICE_CENTS : 0);
      // Money only held, never taken: only for a request still waiting for the organiser.
      const stillHeld = theirs.filter(
        (charge) => charge.succeeded && charge.captureState === 'requires_capture',
      );
      expect(stillHeld.length).toBe(
        pendingNow.some((request) => request.userId === player.id) ? 1 : 0,
      );
    }
    // 3. No refund passes what was paid, in the ledger or at the provider.
    for (const charge of provider)
      expect(charge.refundedCents).toBeLessThanOrEqual(charge.amountCents);
    for (const row of ledger) {
      expect(row.refundedCents).toBeLessThanOrEqual(row.amountCents);
      expect(row.due).toBeNull();
    }
    const seen = new Set(ledger.map((row) => row.status));
    expect([...seen]).toEqual(expect.arrayContaining(['refunded', 'voided']));
    const refunded = ledger.find((row) => row.status === 'refunded');
    await expect(
      w.t.app.deps.ledger.refund({
        paymentId: refunded?.providerPaymentId ?? '',
        amountCents: 1,
        idempotencyKey: `one-cent-too-many-${refunded?.id}`,
      }),
    ).rejects.toMatchObject({ code: 'REFUND_EXCEEDS_PAYMENT' });
  });
});
