import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  cardSetupMachine,
  type CardSetupConfirmation,
  type CardSetupFailure,
  type CardSetupIntent,
} from './cardSetup.machine.ts';

const intent: CardSetupIntent = { clientSecret: 'seti_1_secret_abc', customerId: 'cus_1' };
const succeeded: CardSetupConfirmation = { status: 'succeeded', paymentMethodId: 'pm_1' };

interface Answers {
  intent?: () => Promise<CardSetupIntent>;
  confirmation?: () => Promise<CardSetupConfirmation>;
  saveMessage?: () => Promise<string>;
}

/** A started machine whose three actors answer as told (and record what they were given). */
function startCardSetup(answers: Answers = {}) {
  const createSetupIntent = vi.fn(
    async (_input: { cardholderName: string }) => answers.intent?.() ?? intent,
  );
  const confirmCardSetup = vi.fn(
    async (_input: { clientSecret: string; cardholderName: string }) =>
      answers.confirmation?.() ?? succeeded,
  );
  const savePaymentMethod = vi.fn(
    async (_input: { customerId: string; paymentMethodId: string }) =>
      answers.saveMessage?.() ?? 'Created',
  );
  const notifyFailure = vi.fn((_failure: CardSetupFailure) => {});
  const notifySaved = vi.fn();
  const machine = cardSetupMachine.provide({
    actors: {
      createSetupIntent: fromPromise(({ input }) => createSetupIntent(input)),
      confirmCardSetup: fromPromise(({ input }) => confirmCardSetup(input)),
      savePaymentMethod: fromPromise(({ input }) => savePaymentMethod(input)),
    },
    actions: {
      notifyFailure: (_, params) => notifyFailure(params.failure),
      notifySaved,
    },
  });
  const actor = createActor(machine).start();
  return {
    actor,
    createSetupIntent,
    confirmCardSetup,
    savePaymentMethod,
    notifyFailure,
    notifySaved,
  };
}

type Started = ReturnType<typeof startCardSetup>;

/** Opens the dialog, types a name and sends the form. */
function submit(
  { actor }: Started,
  { name = 'Alex Morgan', providerLoaded = true, cardReady = true } = {},
) {
  if (actor.getSnapshot().matches('closed') || actor.getSnapshot().matches('saved')) {
    actor.send({ type: 'dialog.open' });
  }
  actor.send({ type: 'cardholder.change', value: name });
  actor.send({ type: 'card.submit', providerLoaded, cardReady });
}

const busy = ['validating', 'creatingIntent', 'confirming', 'saving'];

/** Waits until no promise actor is running. */
async function settled({ actor }: Started) {
  await vi.waitFor(() => expect(busy).not.toContain(actor.getSnapshot().value));
}

/** A promise the test resolves itself, to look at the state while an actor waits. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('cardSetupMachine', () => {
  it('starts closed, opens on dialog.open and closes again on dialog.close', () => {
    const started = startCardSetup();
    expect(started.actor.getSnapshot().value).toBe('closed');
    started.actor.send({ type: 'dialog.open' });
    expect(started.actor.getSnapshot().value).toBe('idle');
    started.actor.send({ type: 'dialog.close' });
    expect(started.actor.getSnapshot().value).toBe('closed');
  });

  it('keeps the typed name in its context, also across a cancel', () => {
    const { actor } = startCardSetup();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'cardholder.change', value: 'Alex' });
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().context.cardholderName).toBe('Alex');
  });

  it('creates the intent, confirms with the provider, saves as default, then clears the name', async () => {
    const started = startCardSetup();
    submit(started, { name: '  Alex Morgan ' });
    expect(started.actor.getSnapshot().value).toBe('creatingIntent');
    await settled(started);

    expect(started.actor.getSnapshot().value).toBe('saved');
    expect(started.createSetupIntent).toHaveBeenCalledWith({ cardholderName: 'Alex Morgan' });
    expect(started.confirmCardSetup).toHaveBeenCalledWith({
      clientSecret: intent.clientSecret,
      cardholderName: 'Alex Morgan',
    });
    expect(started.savePaymentMethod).toHaveBeenCalledWith({
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
    });
    expect(started.notifySaved).toHaveBeenCalledTimes(1);
    expect(started.notifyFailure).not.toHaveBeenCalled();
    expect(started.actor.getSnapshot().context).toMatchObject({
      cardholderName: '',
      intent: null,
      paymentMethodId: null,
      failure: null,
    });
  });

  it('passes through confirming and saving, one step at a time', async () => {
    const confirmation = deferred<CardSetupConfirmation>();
    const save = deferred<string>();
    const started = startCardSetup({
      confirmation: () => confirmation.promise,
      saveMessage: () => save.promise,
    });
    submit(started);
    await vi.waitFor(() => expect(started.actor.getSnapshot().value).toBe('confirming'));
    expect(started.actor.getSnapshot().context.intent).toEqual(intent);

    confirmation.resolve(succeeded);
    await vi.waitFor(() => expect(started.actor.getSnapshot().value).toBe('saving'));
    expect(started.actor.getSnapshot().context.paymentMethodId).toBe('pm_1');

    save.resolve('Created');
    await vi.waitFor(() => expect(started.actor.getSnapshot().value).toBe('saved'));
  });

  it('ignores a second submit and a close while it is busy', async () => {
    const confirmation = deferred<CardSetupConfirmation>();
    const started = startCardSetup({ confirmation: () => confirmation.promise });
    submit(started);
    await vi.waitFor(() => expect(started.actor.getSnapshot().value).toBe('confirming'));
    started.actor.send({ type: 'card.submit', providerLoaded: true, cardReady: true });
    started.actor.send({ type: 'dialog.close' });
    expect(started.actor.getSnapshot().value).toBe('confirming');

    confirmation.resolve(succeeded);
    await settled(started);
    expect(started.createSetupIntent).toHaveBeenCalledTimes(1);
    expect(started.actor.getSnapshot().value).toBe('saved');
  });

  it('opens again from saved with an empty form', async () => {
    const started = startCardSetup();
    submit(started);
    await settled(started);
    started.actor.send({ type: 'dialog.open' });
    expect(started.actor.getSnapshot().value).toBe('idle');
    expect(started.actor.getSnapshot().context.cardholderName).toBe('');
  });

  describe('the error catalogue', () => {
    it("an empty (or blank) name fails with 'missingFields' and calls nothing", () => {
      const started = startCardSetup();
      submit(started, { name: '   ' });
      expect(started.actor.getSnapshot().value).toBe('failed');
      expect(started.notifyFailure).toHaveBeenCalledWith({ reason: 'missingFields' });
      expect(started.createSetupIntent).not.toHaveBeenCalled();
    });

    it("the name is checked before the provider (both missing: 'missingFields')", () => {
      const started = startCardSetup();
      submit(started, { name: '', providerLoaded: false });
      expect(started.notifyFailure).toHaveBeenCalledWith({ reason: 'missingFields' });
    });

    it("a provider that did not load fails with 'providerNotLoaded'", () => {
      const started = startCardSetup();
      submit(started, { providerLoaded: false });
      expect(started.actor.getSnapshot().value).toBe('failed');
      expect(started.actor.getSnapshot().context.failure).toEqual({ reason: 'providerNotLoaded' });
      expect(started.notifyFailure).toHaveBeenCalledWith({ reason: 'providerNotLoaded' });
      expect(started.createSetupIntent).not.toHaveBeenCalled();
    });

    it('a card field with errors goes back to the form without a toast or a call', () => {
      const started = startCardSetup();
      submit(started, { cardReady: false });
      expect(started.actor.getSnapshot().value).toBe('idle');
      expect(started.actor.getSnapshot().context.failure).toBeNull();
      expect(started.notifyFailure).not.toHaveBeenCalled();
      expect(started.createSetupIntent).not.toHaveBeenCalled();
    });

    it("a failed SetupIntent request fails with 'setupIntentFailed'", async () => {
      const started = startCardSetup({ intent: () => Promise.reject(new Error('500')) });
      submit(started);
      await settled(started);
      expect(started.actor.getSnapshot().value).toBe('failed');
      expect(started.notifyFailure).toHaveBeenCalledWith({ reason: 'setupIntentFailed' });
      expect(started.confirmCardSetup).not.toHaveBeenCalled();
    });

    it("an intent without a client secret fails with 'setupIntentFailed' too", async () => {
      const started = startCardSetup({
        intent: async () => ({ clientSecret: '', customerId: 'cus_1' }),
      });
      submit(started);
      await settled(started);
      expect(started.notifyFailure).toHaveBeenCalledWith({ reason: 'setupIntentFailed' });
    });

    it("a declined card fails with the provider's own message", async () => {
      const started = startCardSetup({
        confirmation: () => Promise.reject(new Error('Your card was declined.')),
      });
      submit(started);
      await settled(started);
      expect(started.actor.getSnapshot().value).toBe('failed');
      expect(started.notifyFailure).toHaveBeenCalledWith({
        reason: 'cardDeclined',
        providerMessage: 'Your card was declined.',
      });
      expect(started.savePaymentMethod).not.toHaveBeenCalled();
    });

    it('a provider rejection without a message counts as a setup that did not succeed', async () => {
      const started = startCardSetup({ confirmation: () => Promise.reject(new Error(' ')) });
      submit(started);
      await settled(started);
      expect(started.notifyFailure).toHaveBeenCalledWith({ reason: 'setupNotSucceeded' });
    });

    it("a setup whose status is not 'succeeded' (or has no method) is not saved", async () => {
      const started = startCardSetup({
        confirmation: async () => ({ status: 'requires_action', paymentMethodId: 'pm_1' }),
      });
      submit(started);
      await settled(started);
      expect(started.notifyFailure).toHaveBeenCalledWith({ reason: 'setupNotSucceeded' });
      expect(started.savePaymentMethod).not.toHaveBeenCalled();

      const withoutMethod = startCardSetup({
        confirmation: async () => ({ status: 'succeeded', paymentMethodId: null }),
      });
      submit(withoutMethod);
      await settled(withoutMethod);
      expect(withoutMethod.notifyFailure).toHaveBeenCalledWith({ reason: 'setupNotSucceeded' });
    });

    it("a save answered with another message than 'Created' fails with 'saveRefused'", async () => {
      const started = startCardSetup({ saveMessage: async () => 'OK' });
      submit(started);
      await settled(started);
      expect(started.actor.getSnapshot().value).toBe('failed');
      expect(started.notifyFailure).toHaveBeenCalledWith({ reason: 'saveRefused' });
      expect(started.notifySaved).not.toHaveBeenCalled();
    });

    it("a save that throws fails with 'saveFailed'", async () => {
      const started = startCardSetup({ saveMessage: () => Promise.reject(new Error('boom')) });
      submit(started);
      await settled(started);
      expect(started.notifyFailure).toHaveBeenCalledWith({ reason: 'saveFailed' });
      expect(started.notifySaved).not.toHaveBeenCalled();
    });
  });

  describe('after a failure', () => {
    it('keeps the name and can be sent again, then succeeds', async () => {
      let declines = 1;
      const started = startCardSetup({
        confirmation: async () => {
          if (declines-- > 0) throw new Error('Your card was declined.');
          return succeeded;
        },
      });
      submit(started);
      await settled(started);
      expect(started.actor.getSnapshot().context.cardholderName).toBe('Alex Morgan');

      started.actor.send({ type: 'card.submit', providerLoaded: true, cardReady: true });
      expect(started.actor.getSnapshot().context.failure).toBeNull();
      await settled(started);
      expect(started.actor.getSnapshot().value).toBe('saved');
      expect(started.createSetupIntent).toHaveBeenCalledTimes(2);
    });

    it('closes on dialog.close and forgets the failure', () => {
      const started = startCardSetup();
      submit(started, { providerLoaded: false });
      started.actor.send({ type: 'dialog.close' });
      expect(started.actor.getSnapshot().value).toBe('closed');
      expect(started.actor.getSnapshot().context.failure).toBeNull();
    });

    it('goes back to the form when the card field has errors on the next try', () => {
      const started = startCardSetup();
      submit(started, { providerLoaded: false });
      started.actor.send({ type: 'card.submit', providerLoaded: true, cardReady: false });
      expect(started.actor.getSnapshot().value).toBe('idle');
    });
  });
});
