import { GENERIC_FAILURE, SPLIT_MAX_FRIENDS, type CourtBooking } from '@betterplay/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  splitPaymentMachine,
  type SplitPaymentInput,
  type SplitRequest,
} from './splitPayment.machine.ts';

const booking = { id: 'booking-1', priceCents: 5200, shares: [] } as unknown as CourtBooking;
const splitBooking = {
  ...booking,
  shares: [{ id: 'share-1', status: 'pending' }],
} as unknown as CourtBooking;

type Outcome = { booking: CourtBooking } | { error: unknown } | 'pending';

function start(outcomes: Outcome[] = [], input: SplitPaymentInput = { booking }) {
  const finish = vi.fn();
  const waiting: { resolve: (value: CourtBooking) => void }[] = [];
  const split = vi.fn((request: SplitRequest) => {
    const outcome = outcomes.shift();
    if (outcome === undefined) return Promise.reject(new Error('unexpected split'));
    if (outcome === 'pending') {
      return new Promise<CourtBooking>((resolve) => waiting.push({ resolve }));
    }
    if ('error' in outcome) return Promise.reject(outcome.error);
    expect(request.bookingId).toBe('booking-1');
    return Promise.resolve(outcome.booking);
  });
  const machine = splitPaymentMachine.provide({
    actors: { splitBooking: fromPromise(({ input }) => split(input)) },
    actions: { finish },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, split, finish, waiting };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function toSplit(actor: ReturnType<typeof start>['actor'], ...friendIds: string[]) {
  actor.send({ type: 'split.choose' });
  for (const friendId of friendIds) actor.send({ type: 'friends.toggle', friendId });
}

describe('splitPaymentMachine', () => {
  it("starts on 'Booking confirmed' with the paid booking", () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('confirmation');
    expect(actor.getSnapshot().context.booking).toBe(booking);
  });

  it("'No, thanks' goes straight to the summary, whose 'Done' finishes", () => {
    const { actor, finish, split } = start();
    actor.send({ type: 'split.decline' });
    expect(actor.getSnapshot().value).toBe('bookingConfirmed');
    actor.send({ type: 'summary.done' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toBe(booking);
    expect(finish).toHaveBeenCalledTimes(1);
    expect(split).not.toHaveBeenCalled();
  });

  it('toggles friends on and off, keeping the order chosen', () => {
    const { actor } = start();
    toSplit(actor, 'olivia', 'noah', 'mia');
    expect(actor.getSnapshot().context.friendIds).toEqual(['olivia', 'noah', 'mia']);
    actor.send({ type: 'friends.toggle', friendId: 'noah' });
    expect(actor.getSnapshot().context.friendIds).toEqual(['olivia', 'mia']);
  });

  it('cannot split until a friend is chosen', () => {
    const { actor, split } = start();
    toSplit(actor);
    expect(actor.getSnapshot().can({ type: 'split.submit' })).toBe(false);
    actor.send({ type: 'split.submit' });
    expect(actor.getSnapshot().value).toBe('split');
    toSplit(actor, 'olivia');
    actor.send({ type: 'friends.toggle', friendId: 'olivia' });
    actor.send({ type: 'split.submit' });
    expect(actor.getSnapshot().value).toBe('split');
    expect(split).not.toHaveBeenCalled();
  });

  it("splits with the chosen friends, then 'Invitation sent!', 'Continue' and the summary", async () => {
    const { actor, split, finish } = start([{ booking: splitBooking }]);
    toSplit(actor, 'olivia', 'noah');
    expect(actor.getSnapshot().can({ type: 'split.submit' })).toBe(true);
    actor.send({ type: 'split.submit' });
    expect(actor.getSnapshot().value).toBe('splitting');
    await flush();
    expect(split).toHaveBeenCalledWith({ bookingId: 'booking-1', friendIds: ['olivia', 'noah'] });
    expect(actor.getSnapshot().value).toBe('inviteSent');
    expect(actor.getSnapshot().context.booking).toBe(splitBooking);
    actor.send({ type: 'invite.continue' });
    expect(actor.getSnapshot().value).toBe('bookingConfirmed');
    actor.send({ type: 'summary.done' });
    expect(actor.getSnapshot().output).toBe(splitBooking);
    expect(finish).toHaveBeenCalledTimes(1);
  });

  it("stays on 'Invite friends' with the server's message when the split fails, and can try again", async () => {
    const { actor } = start([
      { error: new Error('You can split the cost only with your friends') },
      { error: {} },
      { booking: splitBooking },
    ]);
    toSplit(actor, 'olivia');
    actor.send({ type: 'split.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('split');
    expect(actor.getSnapshot().context.error).toBe('You can split the cost only with your friends');
    expect(actor.getSnapshot().context.friendIds).toEqual(['olivia']);

    actor.send({ type: 'split.submit' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await flush();
    expect(actor.getSnapshot().context.error).toBe(GENERIC_FAILURE);

    actor.send({ type: 'split.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('inviteSent');
  });

  it.each([
    ['confirmation', () => {}],
    ['split', (actor: ReturnType<typeof start>['actor']) => toSplit(actor, 'olivia')],
    [
      'bookingConfirmed',
      (actor: ReturnType<typeof start>['actor']) => actor.send({ type: 'split.decline' }),
    ],
  ])('closing on %s resets to the confirmation step', (state, reach) => {
    const { actor } = start();
    reach(actor);
    expect(actor.getSnapshot().value).toBe(state);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('confirmation');
    expect(actor.getSnapshot().context.friendIds).toEqual([]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("closing on 'Invitation sent!' resets to the confirmation step, keeping the split booking", async () => {
    const { actor } = start([{ booking: splitBooking }]);
    toSplit(actor, 'olivia');
    actor.send({ type: 'split.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('inviteSent');
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('confirmation');
    expect(actor.getSnapshot().context.booking).toBe(splitBooking);

    // Split once: 'split the cost' is no longer offered; 'No, thanks' still reaches the summary.
    expect(actor.getSnapshot().can({ type: 'split.choose' })).toBe(false);
    actor.send({ type: 'split.choose' });
    expect(actor.getSnapshot().value).toBe('confirmation');
    actor.send({ type: 'split.decline' });
    expect(actor.getSnapshot().value).toBe('bookingConfirmed');
  });

  it(`chooses at most ${SPLIT_MAX_FRIENDS} friends, and can always unchoose one`, () => {
    const { actor } = start();
    const friends = Array.from({ length: SPLIT_MAX_FRIENDS + 2 }, (_, index) => `friend-${index}`);
    toSplit(actor, ...friends);
    expect(actor.getSnapshot().context.friendIds).toEqual(friends.slice(0, SPLIT_MAX_FRIENDS));
    actor.send({ type: 'friends.toggle', friendId: 'friend-0' });
    actor.send({ type: 'friends.toggle', friendId: 'friend-8' });
    expect(actor.getSnapshot().context.friendIds).toEqual([
      ...friends.slice(1, SPLIT_MAX_FRIENDS),
      'friend-8',
    ]);
  });

  it('cannot be closed while the split is being made, so its answer is not lost', async () => {
    const { actor, waiting } = start(['pending']);
    toSplit(actor, 'olivia');
    actor.send({ type: 'split.submit' });
    expect(actor.getSnapshot().can({ type: 'dialog.close' })).toBe(false);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('splitting');
    waiting[0]?.resolve(splitBooking);
    await flush();
    expect(actor.getSnapshot().value).toBe('inviteSent');
  });

  it('ignores steps out of order', () => {
    const { actor } = start();
    actor.send({ type: 'friends.toggle', friendId: 'olivia' });
    actor.send({ type: 'invite.continue' });
    actor.send({ type: 'summary.done' });
    expect(actor.getSnapshot().value).toBe('confirmation');
    expect(actor.getSnapshot().context.friendIds).toEqual([]);
  });

  it("offers 'split the cost' again once every share was declined, not while one is paid", () => {
    const declined = {
      ...booking,
      shares: [{ id: 'share-1', status: 'declined' }],
    } as unknown as CourtBooking;
    const { actor } = start([], { booking: declined });
    expect(actor.getSnapshot().can({ type: 'split.choose' })).toBe(true);

    const paid = {
      ...booking,
      shares: [
        { id: 'share-1', status: 'declined' },
        { id: 'share-2', status: 'paid' },
      ],
    } as unknown as CourtBooking;
    expect(start([], { booking: paid }).actor.getSnapshot().can({ type: 'split.choose' })).toBe(
      false,
    );
  });

  it("opened later starts on 'Invite friends' with the friends given, and ends after 'Invitation sent!'", async () => {
    const { actor, split, finish } = start([{ booking: splitBooking }], {
      booking,
      later: { friendIds: ['olivia'] },
    });
    expect(actor.getSnapshot().value).toBe('split');
    expect(actor.getSnapshot().context.friendIds).toEqual(['olivia']);
    actor.send({ type: 'split.submit' });
    await flush();
    expect(split).toHaveBeenCalledWith({ bookingId: 'booking-1', friendIds: ['olivia'] });
    expect(actor.getSnapshot().value).toBe('inviteSent');
    actor.send({ type: 'invite.continue' });
    expect(actor.getSnapshot().value).toBe('invited');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toBe(splitBooking);
    expect(finish).toHaveBeenCalledTimes(1);
  });
});
