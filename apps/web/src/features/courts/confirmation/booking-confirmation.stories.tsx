import { bookingConfirmationMachine, type BookingConfirmationContext } from '@betterplay/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { BookingConfirmationView } from './booking-confirmation-view.tsx';
import { COURT_1_ID, makeHold } from '../booking-fixtures.ts';
import { makeCourt } from '../courts-fixtures.ts';

const DATE = '2099-03-07';

const base: BookingConfirmationContext = {
  courtId: COURT_1_ID,
  date: DATE,
  time: '14:00',
  durationHours: 1,
  paymentMethod: 'apple-pay',
  now: Date.now,
  hold: null,
  deadline: null,
  secondsLeft: 0,
  freeTimes: [],
  refusedDurationHours: null,
  requestedDurationHours: null,
  failure: null,
  idempotencyKey: null,
  paymentOutcomeUnknown: false,
  paymentMethodId: null,
  booking: null,
};

const hold = makeHold({
  date: DATE,
  expiresAt: '2099-03-07T03:10:00.000Z',
  serverNow: '2099-03-07T03:00:00.000Z',
});

/** A real snapshot of the machine in `value` with `context`: the view shows whatever it is given. */
const at = (
  value: Parameters<typeof bookingConfirmationMachine.resolveState>[0]['value'],
  context: Partial<BookingConfirmationContext> = {},
) => bookingConfirmationMachine.resolveState({ value, context: { ...base, ...context } });

const meta = {
  title: 'Courts/BookingConfirmation',
  component: BookingConfirmationView,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  // A machine snapshot refers back to its machine: typed here, Storybook does not walk it to
  // infer a control (and warn of the cycle for every story).
  argTypes: { snapshot: { type: { name: 'other', value: 'machine snapshot' }, control: false } },
  args: {
    place: {
      stadiumName: 'MSAC',
      sport: 'Tennis',
      court: makeCourt(1, ['14:00', '15:00']),
      date: DATE,
    },
    snapshot: at('holding'),
    send: fn(),
    otherDay: { to: '/stadiums/msac/tennis', text: 'Choose another day' },
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div className="w-[40rem] max-w-full">
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof BookingConfirmationView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `holding`: the hold is being placed; nothing can be paid yet. */
export const Holding: Story = {};

/** `held`: the court is the player's for the countdown; the choices and the pay button work. */
export const Held: Story = {
  args: { snapshot: at('held', { hold, secondsLeft: 541 }) },
};

/** `held` with under a minute left (the status region has said so). */
export const HeldLastMinute: Story = {
  args: { snapshot: at('held', { hold, secondsLeft: 42, paymentMethod: 'mastercard' }) },
};

/** `held` after the longer slot was taken: the old duration stays, and the page says why. */
export const HeldLongerRefused: Story = {
  args: { snapshot: at('held', { hold, secondsLeft: 580, refusedDurationHours: 2 }) },
};

/** `changingDuration`: the old hold is released and the new duration held. */
export const ChangingDuration: Story = {
  args: {
    snapshot: at({ changingDuration: 'placing' }, { requestedDurationHours: 2, secondsLeft: 0 }),
  },
};

/** `unavailable`: the race was lost; the next free times are offered. */
export const Unavailable: Story = {
  args: {
    snapshot: at('unavailable', {
      failure: {
        message: 'This court is no longer available at that time',
        code: 'COURT_UNAVAILABLE',
      },
      freeTimes: ['15:00', '17:00', '18:00'],
    }),
  },
};

/** `unavailable` with no other free time that day: another day, then. */
export const UnavailableAllDay: Story = {
  args: {
    snapshot: at('unavailable', {
      failure: {
        message: 'This court is no longer available at that time',
        code: 'COURT_UNAVAILABLE',
      },
    }),
  },
};

/** `holdFailed`: the hold could not be placed for another reason. */
export const HoldFailed: Story = {
  args: {
    snapshot: at('holdFailed', {
      failure: { message: 'Unable to reach the server. Please check your connection.', code: null },
    }),
  },
};

/** `paying`: the payment is under way. */
export const Paying: Story = {
  args: {
    snapshot: at('paying', {
      hold,
      secondsLeft: 401,
      idempotencyKey: '5f0c0a7c2e9b4d1f8a3b6c7d8e9f0a1b',
    }),
  },
};

/** `paymentFailed`: the card was declined; the provider's message shows and paying again works. */
export const PaymentDeclined: Story = {
  args: {
    snapshot: at('paymentFailed', {
      hold,
      secondsLeft: 388,
      failure: { message: 'Your card was declined.', code: 'PAYMENT_DECLINED' },
    }),
  },
};

/**
 * `paymentFailed` with no clear answer (it may have been charged): the hold stays, so the duration
 * cannot change; the method can, and paying again sends the same key.
 */
export const PaymentOutcomeUnknown: Story = {
  args: {
    snapshot: at('paymentFailed', {
      hold,
      secondsLeft: 384,
      failure: {
        message: 'The payment provider could not be reached. Please try again.',
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      },
      idempotencyKey: '5f0c0a7c2e9b4d1f8a3b6c7d8e9f0a1b',
      paymentOutcomeUnknown: true,
    }),
  },
};

/** `paymentFailed` without a saved card: the way to add one. */
export const NoPaymentMethod: Story = {
  args: {
    snapshot: at('paymentFailed', {
      hold,
      secondsLeft: 380,
      failure: {
        message: 'Add a payment card on your profile before paying',
        code: 'NO_PAYMENT_METHOD',
      },
    }),
  },
};

/** `holdExpired`: the ten minutes ran out; the court can be held again. */
export const HoldExpired: Story = {
  args: { snapshot: at('holdExpired') },
};

/** With Stripe, `held` while Stripe.js asks the device about Apple Pay: Confirm waits for it. */
export const StripeCheckingWallet: Story = {
  args: { snapshot: at('held', { hold, secondsLeft: 560 }), wallet: { kind: 'checking' } },
};

/** With Stripe, `held` on a device with Apple Pay: Confirm opens the wallet's sheet. */
export const StripeWalletReady: Story = {
  args: {
    snapshot: at('held', { hold, secondsLeft: 555 }),
    wallet: { kind: 'wallet', show: fn() },
  },
};

/** With Stripe, `held` on a device without Apple Pay: Confirm charges the saved card. */
export const StripeNoWallet: Story = {
  args: { snapshot: at('held', { hold, secondsLeft: 550 }), wallet: { kind: 'saved-card' } },
};

/** With Stripe, `paying` with the wallet's payment method while its sheet waits for the answer. */
export const StripeWalletPaying: Story = {
  args: {
    snapshot: at('paying', {
      hold,
      secondsLeft: 540,
      idempotencyKey: '5f0c0a7c2e9b4d1f8a3b6c7d8e9f0a1b',
      paymentMethodId: 'pm_1WalletFromApplePay',
    }),
    wallet: { kind: 'wallet', show: fn() },
  },
};
