import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { waitlistOfferMachine } from './waitlistOffer.machine.ts';

const NOW = Date.parse('2026-12-01T10:00:00.000Z');
const IN_TWO_HOURS = '2026-12-01T12:00:00.000Z';

/** A started offer whose take and decline answer as told; the clock is the test's. */
function startOffer(
  answers: { take?: () => Promise<unknown>; decline?: () => Promise<unknown> } = {},
  input: { expiresAt?: string; clockOffsetMs?: number; now?: number } = {},
) {
  const take = vi.fn(async (_input: { offerId: string }) => answers.take?.() ?? null);
  const decline = vi.fn(async (_input: { offerId: string }) => answers.decline?.() ?? null);
  const actor = createActor(
    waitlistOfferMachine.provide({
      actors: {
        takeOffer: fromPromise(({ input }) => take(input)),
        declineOffer: fromPromise(({ input }) => decline(input)),
      },
    }),
    { input: { offerId: 'offer-1', expiresAt: IN_TWO_HOURS, now: NOW, ...input } },
  );
  actor.start();
  return { actor, take, decline };
}

describe('waitlistOffer', () => {
  it('counts down on the server clock as the device ticks', () => {
    const { actor } = startOffer({}, { clockOffsetMs: 60_000 });
    // The server is a minute ahead: 1 h 59 min left, not 2 h.
    expect(actor.getSnapshot().context.secondsLeft).toBe(7140);
    actor.send({ type: 'tick', now: NOW + 3_600_000 });
    expect(actor.getSnapshot().value).toBe('offered');
    expect(actor.getSnapshot().context.secondsLeft).toBe(3540);
  });

  it('lapses when the countdown reaches zero', () => {
    const { actor } = startOffer();
    actor.send({ type: 'tick', now: NOW + 2 * 3_600_000 });
    expect(actor.getSnapshot().value).toBe('lapsed');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('is taken once, however often take is sent while it is on its way', async () => {
    let answer: (value: unknown) => void = () => {};
    const { actor, take } = startOffer({
      take: () => new Promise((resolve) => (answer = resolve)),
    });
    actor.send({ type: 'take' });
    actor.send({ type: 'take' });
    expect(actor.getSnapshot().value).toBe('taking');
    answer(null);
    await waitFor(actor, (snapshot) => snapshot.value === 'taken');
    expect(take).toHaveBeenCalledTimes(1);
    expect(take).toHaveBeenCalledWith({ offerId: 'offer-1' });
  });

  it('lapses when the server says the deadline had passed', async () => {
    const { actor } = startOffer({
      take: () => Promise.reject(Object.assign(new Error('ended'), { code: 'OFFER_EXPIRED' })),
    });
    actor.send({ type: 'take' });
    await waitFor(actor, (snapshot) => snapshot.value === 'lapsed');
  });

  it('stays offered, with the reason, when taking fails otherwise; a retry can succeed', async () => {
    let fail = true;
    const { actor, take } = startOffer({
      take: () => (fail ? Promise.reject(new Error('No connection')) : Promise.resolve(null)),
    });
    actor.send({ type: 'take' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().value).toBe('offered');
    expect(actor.getSnapshot().context.error).toBe('No connection');
    fail = false;
    actor.send({ type: 'take' });
    await waitFor(actor, (snapshot) => snapshot.value === 'taken');
    expect(take).toHaveBeenCalledTimes(2);
  });

  it('is declined, and ends as the server says when it ended elsewhere', async () => {
    const declined = startOffer();
    declined.actor.send({ type: 'decline' });
    await waitFor(declined.actor, (snapshot) => snapshot.value === 'declined');

    for (const [reason, state] of [
      ['taken', 'taken'],
      ['lapsed', 'lapsed'],
      ['withdrawn', 'declined'],
    ] as const) {
      const { actor } = startOffer();
      actor.send({ type: 'ended', reason });
      expect(actor.getSnapshot().value).toBe(state);
    }
  });
});
