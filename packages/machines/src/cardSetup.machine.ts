import { messageOf } from '@betterplay/contracts';
import { assertEvent, assign, fromPromise, not, setup } from 'xstate';

/**
 * Why a card was not saved: one reason per line of the product's error catalogue. The web maps each
 * to its text (CARD_SETUP_TEXTS in packages/contracts); `cardDeclined` carries the provider's own.
 */
export type CardSetupFailure =
  | { reason: 'missingFields' }
  | { reason: 'providerNotLoaded' }
  | { reason: 'setupIntentFailed' }
  | { reason: 'cardDeclined'; providerMessage: string }
  | { reason: 'setupNotSucceeded' }
  | { reason: 'saveRefused' }
  | { reason: 'saveFailed' };

export type CardSetupFailureReason = CardSetupFailure['reason'];

/** What the provider answered to the setup confirmation (Stripe.js or the sandbox gateway). */
export interface CardSetupConfirmation {
  status: string;
  paymentMethodId: string | null;
}

export interface CardSetupIntent {
  clientSecret: string;
  customerId: string;
}

export interface CardSetupContext {
  cardholderName: string;
  /** whether the provider's script was ready when the form was sent */
  providerLoaded: boolean;
  /** whether the card field passed its own checks (its inline messages say why not) */
  cardReady: boolean;
  intent: CardSetupIntent | null;
  paymentMethodId: string | null;
  failure: CardSetupFailure | null;
}

export type CardSetupEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'cardholder.change'; value: string }
  | { type: 'card.submit'; providerLoaded: boolean; cardReady: boolean };

/** The answer message of a successful save (docs/product.md: success when message equals 'Created'). */
export const CARD_SAVED_MESSAGE = 'Created';

const initialContext: CardSetupContext = {
  cardholderName: '',
  providerLoaded: false,
  cardReady: false,
  intent: null,
  paymentMethodId: null,
  failure: null,
};

/** Why confirming the card failed: the provider's message, or the generic save failure. */
function confirmationFailureOf(error: unknown): CardSetupFailure {
  const providerMessage = messageOf(error, null);
  // A rejection without a message is no provider's word: the generic save failure.
  return providerMessage === null
    ? { reason: 'setupNotSucceeded' }
    : { reason: 'cardDeclined', providerMessage };
}

/**
 * The profile's 'Update Payment Details' dialog: the cardholder's name is checked, a SetupIntent
 * is created, the card confirmed with the provider, then saved as the default card. Every step is
 * an injected actor, so the same machine drives Stripe.js and the offline sandbox gateway.
 */
export const cardSetupMachine = setup({
  types: {
    context: {} as CardSetupContext,
    events: {} as CardSetupEvent,
  },
  actors: {
    /** Creates the SetupIntent for the signed-in customer; rejects when the request fails. */
    createSetupIntent: fromPromise<CardSetupIntent, { cardholderName: string }>(async () => {
      throw new Error('The createSetupIntent actor must be provided');
    }),
    /** Confirms the card with the provider; rejects with the provider's own message. */
    confirmCardSetup: fromPromise<
      CardSetupConfirmation,
      { clientSecret: string; cardholderName: string }
    >(async () => {
      throw new Error('The confirmCardSetup actor must be provided');
    }),
    /** Saves the confirmed card as the default; resolves to the answer's message. */
    savePaymentMethod: fromPromise<string, { customerId: string; paymentMethodId: string }>(
      async () => {
        throw new Error('The savePaymentMethod actor must be provided');
      },
    ),
  },
  actions: {
    rememberSubmission: assign(({ event }) => {
      assertEvent(event, 'card.submit');
      return { providerLoaded: event.providerLoaded, cardReady: event.cardReady, failure: null };
    }),
    recordFailure: assign((_, params: { failure: CardSetupFailure }) => ({
      failure: params.failure,
    })),
    clearFailure: assign({ failure: null }),
    changeCardholderName: assign({
      cardholderName: ({ context, event }) =>
        event.type === 'cardholder.change' ? event.value : context.cardholderName,
    }),
    keepIntent: assign({ intent: (_, params: { intent: CardSetupIntent }) => params.intent }),
    keepPaymentMethodId: assign({
      paymentMethodId: (_, params: { paymentMethodId: string | null }) => params.paymentMethodId,
    }),
    /** The dialog starts afresh: the name cleared, no intent or failure kept. */
    resetForm: assign(() => initialContext),
    notifyFailure: (_, _params: { failure: CardSetupFailure }) => {},
    notifySaved: () => {},
  },
  guards: {
    hasCardholderName: ({ context }) => context.cardholderName.trim() !== '',
    providerLoaded: ({ context }) => context.providerLoaded,
    cardReady: ({ context }) => context.cardReady,
    hasClientSecret: (_, params: { intent: CardSetupIntent }) =>
      params.intent.clientSecret !== '' && params.intent.customerId !== '',
    setupSucceeded: (_, params: { confirmation: CardSetupConfirmation }) =>
      params.confirmation.status === 'succeeded' && Boolean(params.confirmation.paymentMethodId),
    savedAsCreated: (_, params: { message: string }) => params.message === CARD_SAVED_MESSAGE,
  },
}).createMachine({
  id: 'cardSetup',
  initial: 'closed',
  context: initialContext,
  on: {
    // The name field is the machine's, so a success can clear it.
    'cardholder.change': {
      actions: 'changeCardholderName',
    },
  },
  states: {
    closed: {
      on: { 'dialog.open': { target: 'idle', actions: 'clearFailure' } },
    },
    idle: {
      on: {
        'card.submit': { target: 'validating', actions: 'rememberSubmission' },
        'dialog.close': 'closed',
      },
    },
    validating: {
      always: [
        {
          guard: not('hasCardholderName'),
          target: 'failed',
          actions: { type: 'recordFailure', params: { failure: { reason: 'missingFields' } } },
        },
        {
          guard: not('providerLoaded'),
          target: 'failed',
          actions: { type: 'recordFailure', params: { failure: { reason: 'providerNotLoaded' } } },
        },
        // The card field shows its own messages: back to the form without a toast.
        { guard: not('cardReady'), target: 'idle' },
        { target: 'creatingIntent' },
      ],
    },
    creatingIntent: {
      invoke: {
        src: 'createSetupIntent',
        input: ({ context }) => ({ cardholderName: context.cardholderName.trim() }),
        onDone: [
          {
            guard: { type: 'hasClientSecret', params: ({ event }) => ({ intent: event.output }) },
            target: 'confirming',
            actions: { type: 'keepIntent', params: ({ event }) => ({ intent: event.output }) },
          },
          {
            target: 'failed',
            actions: {
              type: 'recordFailure',
              params: { failure: { reason: 'setupIntentFailed' } },
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'recordFailure', params: { failure: { reason: 'setupIntentFailed' } } },
        },
      },
    },
    confirming: {
      invoke: {
        src: 'confirmCardSetup',
        input: ({ context }) => ({
          clientSecret: context.intent?.clientSecret ?? '',
          cardholderName: context.cardholderName.trim(),
        }),
        onDone: [
          {
            guard: {
              type: 'setupSucceeded',
              params: ({ event }) => ({ confirmation: event.output }),
            },
            target: 'saving',
            actions: {
              type: 'keepPaymentMethodId',
              params: ({ event }) => ({ paymentMethodId: event.output.paymentMethodId }),
            },
          },
          {
            target: 'failed',
            actions: {
              type: 'recordFailure',
              params: { failure: { reason: 'setupNotSucceeded' } },
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({ failure: confirmationFailureOf(event.error) }),
          },
        },
      },
    },
    saving: {
      invoke: {
        src: 'savePaymentMethod',
        input: ({ context }) => ({
          customerId: context.intent?.customerId ?? '',
          paymentMethodId: context.paymentMethodId ?? '',
        }),
        onDone: [
          {
            guard: { type: 'savedAsCreated', params: ({ event }) => ({ message: event.output }) },
            target: 'saved',
          },
          {
            target: 'failed',
            actions: { type: 'recordFailure', params: { failure: { reason: 'saveRefused' } } },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'recordFailure', params: { failure: { reason: 'saveFailed' } } },
        },
      },
    },
    // The dialog is closed again, the name cleared and the toast shown; it can be opened anew.
    saved: {
      entry: ['resetForm', 'notifySaved'],
      on: { 'dialog.open': { target: 'idle', actions: 'clearFailure' } },
    },
    failed: {
      entry: {
        type: 'notifyFailure',
        params: ({ context }) => ({ failure: context.failure ?? { reason: 'saveFailed' } }),
      },
      on: {
        'card.submit': { target: 'validating', actions: 'rememberSubmission' },
        'dialog.close': { target: 'closed', actions: 'clearFailure' },
      },
    },
  },
});

/** The states in which the dialog waits for an answer: its buttons are busy and disabled. */
export const CARD_SETUP_BUSY_STATES = [
  'validating',
  'creatingIntent',
  'confirming',
  'saving',
] as const;

export type CardSetupStateValue =
  'closed' | 'idle' | (typeof CARD_SETUP_BUSY_STATES)[number] | 'saved' | 'failed';
