import { describe, expect, it } from 'vitest';
import { apiError, booking, flush, hold, start } from './bookingConfirmation-test-kit.ts';

const declined = apiError(402, 'PAYMENT_DECLINED', 'Your card was declined.');

describe('bookingConfirmationMachine: paying', () => {
  it('pays for the hold with the chosen method and an Idempotency-Key, and outputs the booking', async () => {
    const { actor, pay } = start({ holds: [hold], payments: [booking] });
    await flush();
    const holdId = actor.getSnapshot().context.hold?.id;
    actor.send({ type: 'method.change', paymentMethod: 'mastercard' });
    expect(actor.getSnapshot().context.paymentMethod).toBe('mastercard');
    actor.send({ type: 'payment.submit' });
    expect(actor.getSnapshot().matches('paying')).toBe(true);
    const key = actor.getSnapshot().context.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    await flush();
    expect(pay).toHaveBeenCalledWith({ holdId, paymentMethod: 'mastercard', idempotencyKey: key });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('paid');
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toBe(booking);
  });

  it("shows a declined card's message and pays again with a new key", async () => {
    const { actor, pay } = start({ holds: [hold], payments: [{ error: declined }, booking] });
    await flush();
    actor.send({ type: 'payment.submit' });
    await flush();
    let snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('paymentFailed');
    expect(snapshot.context.failure).toEqual({
      message: 'Your card was declined.',
      code: 'PAYMENT_DECLINED',
    });
    expect(snapshot.context.idempotencyKey).toBeNull();
    actor.send({ type: 'payment.submit' });
    await flush();
    snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('paid');
    const [first, second] = pay.mock.calls.map(([request]) => request.idempotencyKey);
    expect(first).not.toBe(second);
  });

  it.each([
    ['no answer', 0],
    ['a server failure', 502],
  ])(
    'tries again after %s with the same key, so a charge is never made twice',
    async (_, status) => {
      const { actor, pay } = start({
        holds: [hold],
        payments: [{ error: apiError(status, 'INTERNAL', 'Unable to reach the server.') }, booking],
      });
      await flush();
      actor.send({ type: 'payment.submit' });
      await flush();
      expect(actor.getSnapshot().value).toBe('paymentFailed');
      actor.send({ type: 'payment.submit' });
      await flush();
      expect(actor.getSnapshot().value).toBe('paid');
      const [first, second] = pay.mock.calls.map(([request]) => request.idempotencyKey);
      expect(second).toBe(first);
    },
  );

  it('starts a new attempt when the method changes after a decline', async () => {
    const { actor, pay } = start({ holds: [hold], payments: [{ error: declined }, booking] });
    await flush();
    actor.send({ type: 'payment.submit' });
    await flush();
    actor.send({ type: 'method.change', paymentMethod: 'android-pay' });
    expect(actor.getSnapshot().value).toBe('paymentFailed');
    expect(actor.getSnapshot().context.idempotencyKey).toBeNull();
    actor.send({ type: 'payment.submit' });
    await flush();
    const [first, second] = pay.mock.calls.map(([request]) => request);
    expect(second?.paymentMethod).toBe('android-pay');
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('keeps the key when the method changes after no answer: the first may have gone through', async () => {
    const { actor, pay } = start({
      holds: [hold],
      payments: [{ error: apiError(0, 'INTERNAL', 'Unable to reach the server.') }, booking],
    });
    await flush();
    actor.send({ type: 'payment.submit' });
    await flush();
    actor.send({ type: 'method.change', paymentMethod: 'android-pay' });
    expect(actor.getSnapshot().context.paymentMethod).toBe('android-pay');
    expect(actor.getSnapshot().context.idempotencyKey).not.toBeNull();
    actor.send({ type: 'payment.submit' });
    await flush();
    const [first, second] = pay.mock.calls.map(([request]) => request);
    expect(second?.paymentMethod).toBe('android-pay');
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it("pays with a wallet's payment method when the submit carries one", async () => {
    const { actor, pay } = start({ holds: [hold], payments: [booking] });
    await flush();
    const holdId = actor.getSnapshot().context.hold?.id;
    actor.send({ type: 'payment.submit', paymentMethodId: 'pm_wallet' });
    expect(actor.getSnapshot().context.paymentMethodId).toBe('pm_wallet');
    const key = actor.getSnapshot().context.idempotencyKey;
    await flush();
    expect(pay).toHaveBeenCalledWith({
      holdId,
      paymentMethod: 'apple-pay',
      paymentMethodId: 'pm_wallet',
      idempotencyKey: key,
    });
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it("keeps the key while no answer came, whatever the wallet's payment method", async () => {
    const noAnswer = { error: apiError(0, 'INTERNAL', 'Unable to reach the server.') };
    const { actor, pay } = start({ holds: [hold], payments: [noAnswer, noAnswer, booking] });
    await flush();
    actor.send({ type: 'payment.submit', paymentMethodId: 'pm_wallet_1' });
    await flush();
    expect(actor.getSnapshot().value).toBe('paymentFailed');
    // The wallet makes a new payment method each time; then the saved card.
    actor.send({ type: 'payment.submit', paymentMethodId: 'pm_wallet_2' });
    await flush();
    actor.send({ type: 'payment.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('paid');
    const requests = pay.mock.calls.map(([request]) => request);
    expect(requests.map((request) => request.paymentMethodId)).toEqual([
      'pm_wallet_1',
      'pm_wallet_2',
      undefined,
    ]);
    expect(new Set(requests.map((request) => request.idempotencyKey)).size).toBe(1);
    expect(actor.getSnapshot().context.paymentMethodId).toBeNull();
  });

  it("starts a new attempt with the wallet's new payment method after a decline", async () => {
    const { actor, pay } = start({ holds: [hold], payments: [{ error: declined }, booking] });
    await flush();
    actor.send({ type: 'payment.submit', paymentMethodId: 'pm_wallet_1' });
    await flush();
    actor.send({ type: 'payment.submit', paymentMethodId: 'pm_wallet_2' });
    await flush();
    const [first, second] = pay.mock.calls.map(([request]) => request.idempotencyKey);
    expect(second).not.toBe(first);
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('says when there is no saved card', async () => {
    const { actor } = start({
      holds: [hold],
      payments: [
        {
          error: apiError(
            409,
            'NO_PAYMENT_METHOD',
            'Add a payment card on your profile before paying',
          ),
        },
      ],
    });
    await flush();
    actor.send({ type: 'payment.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('paymentFailed');
    expect(actor.getSnapshot().context.failure?.code).toBe('NO_PAYMENT_METHOD');
  });

  it.each(['HOLD_EXPIRED', 'HOLD_NOT_FOUND'])('treats %s as an expired hold', async (code) => {
    const { actor } = start({ holds: [hold], payments: [{ error: apiError(409, code, 'gone') }] });
    await flush();
    actor.send({ type: 'payment.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('holdExpired');
    expect(actor.getSnapshot().context.hold).toBeNull();
  });

  it('never expires the hold on its own clock while a payment is under way', async () => {
    const { actor, clock, settle } = start({ holds: [hold], payments: ['pending'] });
    await flush();
    actor.send({ type: 'payment.submit' });
    clock.increment(700_000);
    expect(actor.getSnapshot().matches('paying')).toBe(true);
    await settle({ value: booking });
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('keeps counting down after a failed payment and expires then', async () => {
    const { actor, clock } = start({ holds: [hold], payments: [{ error: declined }] });
    await flush();
    clock.increment(100_000);
    actor.send({ type: 'payment.submit' });
    await flush();
    expect(actor.getSnapshot().context.secondsLeft).toBe(500);
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('paymentFailed');
    expect(actor.getSnapshot().context.secondsLeft).toBe(499);
    clock.increment(499_000);
    expect(actor.getSnapshot().value).toBe('holdExpired');
  });

  it('can change the duration after a failed payment', async () => {
    const { actor, releaseHold } = start({
      holds: [hold, hold],
      releases: [undefined],
      payments: [{ error: declined }],
    });
    await flush();
    actor.send({ type: 'payment.submit' });
    await flush();
    actor.send({ type: 'duration.change', durationHours: 2 });
    expect(actor.getSnapshot().matches('changingDuration')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    await flush();
    expect(releaseHold).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('held');
    expect(actor.getSnapshot().context.durationHours).toBe(2);
  });

  it('ignores a second submit while paying', async () => {
    const { actor, pay, settle } = start({ holds: [hold], payments: ['pending'] });
    await flush();
    actor.send({ type: 'payment.submit' });
    actor.send({ type: 'payment.submit' });
    actor.send({ type: 'method.change', paymentMethod: 'mastercard' });
    await settle({ value: booking });
    expect(pay).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.paymentMethod).toBe('apple-pay');
  });
});
