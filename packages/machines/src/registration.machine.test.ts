import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { TRY_AGAIN } from '@betterplay/contracts';
import { registrationMachine, type RegistrationValues } from './registration.machine.ts';

const values: RegistrationValues = {
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  phone: '0412345678',
  age: 30,
  height: 1.8,
  weight: 75,
  sportPreferences: ['Tennis'],
};

type Outcome = { token: string } | { error: unknown };

function startRegistration(outcomes: Outcome[]) {
  const clock = new SimulatedClock();
  const register = vi.fn(async (input: RegistrationValues) => {
    const outcome = outcomes.shift();
    if (!outcome) throw new Error('unexpected extra registration');
    if ('error' in outcome) throw outcome.error;
    expect(input).toEqual(values);
    return outcome.token;
  });
  const saveToken = vi.fn();
  const notifyFailure = vi.fn();
  const redirectToProfile = vi.fn();
  const machine = registrationMachine.provide({
    actors: { register: fromPromise(({ input }) => register(input)) },
    actions: {
      saveToken: (_, params) => saveToken(params.token),
      notifyFailure: (_, params) => notifyFailure(params.message),
      redirectToProfile,
    },
  });
  const actor = createActor(machine, { clock }).start();
  return { actor, clock, register, saveToken, notifyFailure, redirectToProfile };
}

async function settled(actor: ReturnType<typeof startRegistration>['actor']) {
  // Wait until the promise actor has answered.
  await vi.waitFor(() => expect(actor.getSnapshot().matches('submitting')).toBe(false));
}

describe('registrationMachine', () => {
  it('starts on the form', () => {
    const { actor } = startRegistration([]);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('submits, saves the token and welcomes the user', async () => {
    const { actor, register, saveToken, notifyFailure } = startRegistration([{ token: 'jwt' }]);
    actor.send({ type: 'form.submit', values });
    expect(actor.getSnapshot().value).toBe('submitting');
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('welcome');
    expect(actor.getSnapshot().context.values?.firstName).toBe('Alex');
    expect(register).toHaveBeenCalledTimes(1);
    expect(saveToken).toHaveBeenCalledWith('jwt');
    expect(notifyFailure).not.toHaveBeenCalled();
  });

  it('redirects to the profile only after the welcome has shown for 3000 ms', async () => {
    const { actor, clock, redirectToProfile } = startRegistration([{ token: 'jwt' }]);
    actor.send({ type: 'form.submit', values });
    await settled(actor);

    clock.increment(2999);
    expect(actor.getSnapshot().value).toBe('welcome');
    expect(redirectToProfile).not.toHaveBeenCalled();

    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(actor.getSnapshot().status).toBe('done');
    expect(redirectToProfile).toHaveBeenCalledTimes(1);
  });

  it("fails with the server's message and shows the form again", async () => {
    const { actor, notifyFailure, saveToken, redirectToProfile } = startRegistration([
      { error: new Error('An account with this email already exists') },
    ]);
    actor.send({ type: 'form.submit', values });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(notifyFailure).toHaveBeenCalledWith('An account with this email already exists');
    expect(saveToken).not.toHaveBeenCalled();
    expect(redirectToProfile).not.toHaveBeenCalled();
  });

  it("falls back to 'Please try again.' when the answer has no token or no message", async () => {
    const { actor, notifyFailure } = startRegistration([{ token: '' }, { error: {} }]);
    actor.send({ type: 'form.submit', values });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(notifyFailure).toHaveBeenLastCalledWith(TRY_AGAIN);

    actor.send({ type: 'form.submit', values });
    await settled(actor);
    expect(notifyFailure).toHaveBeenLastCalledWith(TRY_AGAIN);
    expect(notifyFailure).toHaveBeenCalledTimes(2);
  });

  it('can be submitted again after a failure and then succeed', async () => {
    const { actor, clock, register, saveToken, redirectToProfile } = startRegistration([
      { error: new Error('Network error') },
      { token: 'second-jwt' },
    ]);
    actor.send({ type: 'form.submit', values });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');

    actor.send({ type: 'form.submit', values });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.error).toBeNull();
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('welcome');
    expect(register).toHaveBeenCalledTimes(2);
    expect(saveToken).toHaveBeenCalledWith('second-jwt');

    clock.increment(3000);
    expect(redirectToProfile).toHaveBeenCalledTimes(1);
  });

  it('ignores submissions while one is in flight', async () => {
    const { actor, register } = startRegistration([{ token: 'jwt' }]);
    actor.send({ type: 'form.submit', values });
    actor.send({ type: 'form.submit', values });
    await settled(actor);
    expect(register).toHaveBeenCalledTimes(1);
  });
});
