import { messageOf, TRY_AGAIN } from '@betterplay/contracts';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * The validated sign-up form. The machine reads only the first name (for the welcome message);
 * everything else is handed unchanged to the injected `register` actor.
 */
export type RegistrationValues = { firstName: string } & Record<string, unknown>;

export const WELCOME_DURATION_MS = 3000;

export interface RegistrationContext {
  values: RegistrationValues | null;
  token: string | null;
  error: string | null;
}

export type RegistrationEvent = { type: 'form.submit'; values: RegistrationValues };

/**
 * Sign-up flow: form, loading screen, then either a welcome message held for 3 seconds before
 * the redirect to the profile, or the form again with a failure notice. Side effects are injected.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  actors: {
    /** Resolves to the new account's token; rejects with the server's message. */
    register: fromPromise<string, RegistrationValues>(async () => {
      throw new Error('The register actor must be provided');
    }),
  },
  actions: {
    keepValues: assign({
      values: (_, params: { values: RegistrationValues }) => params.values,
      error: null,
    }),
    keepToken: assign({ token: (_, params: { token: string }) => params.token }),
    rememberError: assign({
      error: (_, params: { error: unknown }) => messageOf(params.error, TRY_AGAIN),
    }),
    rememberFallbackError: assign({ error: TRY_AGAIN }),
    // Injected by the app:
    saveToken: (_, _params: { token: string }) => {},
    notifyFailure: (_, _params: { message: string }) => {},
    redirectToProfile: () => {},
  },
  guards: {
    receivedToken: (_, params: { token: unknown }) =>
      typeof params.token === 'string' && params.token.length > 0,
  },
  delays: {
    welcomeDuration: WELCOME_DURATION_MS,
  },
}).createMachine({
  id: 'registration',
  initial: 'editing',
  context: { values: null, token: null, error: null },
  states: {
    editing: {
      on: {
        'form.submit': {
          target: 'submitting',
          actions: { type: 'keepValues', params: ({ event }) => ({ values: event.values }) },
        },
      },
    },
    submitting: {
      invoke: {
        src: 'register',
        input: ({ event }) => {
          assertEvent(event, 'form.submit');
          return event.values;
        },
        onDone: [
          {
            guard: { type: 'receivedToken', params: ({ event }) => ({ token: event.output }) },
            target: 'welcome',
            actions: [
              { type: 'keepToken', params: ({ event }) => ({ token: event.output }) },
              { type: 'saveToken', params: ({ event }) => ({ token: event.output }) },
            ],
          },
          {
            target: 'failed',
            actions: 'rememberFallbackError',
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    welcome: {
      after: { welcomeDuration: 'redirecting' },
    },
    failed: {
      entry: {
        type: 'notifyFailure',
        params: ({ context }) => ({ message: context.error ?? TRY_AGAIN }),
      },
      on: {
        'form.submit': {
          target: 'submitting',
          actions: { type: 'keepValues', params: ({ event }) => ({ values: event.values }) },
        },
      },
    },
    redirecting: {
      type: 'final',
      entry: 'redirectToProfile',
    },
  },
});
