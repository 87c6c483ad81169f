import {
  errorMessage,
  playerCardSchema,
  type CourtBooking,
  type Hold,
} from '@betterplay/contracts';
import {
  bookingConfirmationMachine,
  type HoldRequest,
  type PaymentRequest,
} from '@betterplay/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import { z } from 'zod';
import { BookingConfirmationView } from '../features/courts/confirmation/booking-confirmation-view.tsx';
import { BookingPaid } from '../features/courts/split/booking-paid.tsx';
import { friends, makeBooking, makeHold } from '../features/courts/booking-fixtures.ts';
import { makeCourt } from '../features/courts/courts-fixtures.ts';
import { ApiError } from '../lib/api-client.ts';
import { answer } from '../storybook/api-mocks.ts';
import { asPlayer, signedInHandlers, PAGE_PARAMETERS } from '../storybook/page-story.tsx';
import { InTheApp, never } from './walk-machine.tsx';

const DATE = '2099-03-07';
const COURT = makeCourt(1, ['14:00', '15:00']);

/** The calls the page injects into the machine, answered here by the story. */
interface BookingCalls {
  placeHold: (request: HoldRequest) => Promise<Hold>;
  pay?: (request: PaymentRequest) => Promise<CourtBooking>;
}

/**
 * The signed-in part of the court booking page: the real machine with the story's answers, and
 * the page's real screens (the confirmation card, then the paid booking and its dialogs).
 */
function BookingFlow({ placeHold, pay = never }: BookingCalls) {
  const [machine] = useState(() =>
    bookingConfirmationMachine.provide({
      actors: {
        placeHold: fromPromise(({ input }) => placeHold(input)),
        releaseHold: fromPromise(async () => {}),
        pay: fromPromise(({ input }) => pay(input)),
        findBooking: fromPromise(async (): Promise<CourtBooking | null> => null),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { courtId: COURT.id, date: DATE, time: '14:00' },
  });
  const { booking } = snapshot.context;
  if (snapshot.matches('paid') && booking !== null) return <BookingPaid booking={booking} />;
  return (
    <BookingConfirmationView
      place={{ stadiumName: 'MSAC', sport: 'Tennis', court: COURT, date: DATE }}
      snapshot={snapshot}
      send={send}
      otherDay={{ to: '/stadiums/msac/tennis', text: 'Choose another day' }}
    />
  );
}

/** The server's hold of the request, for ten minutes (or `seconds`) from now. */
const holdFor = (request: HoldRequest, seconds = 600) => {
  const now = Date.now();
  return makeHold({
    date: request.date,
    time: request.time,
    durationHours: request.durationHours,
    priceCents: COURT.priceCents[request.durationHours],
    serverNow: new Date(now).toISOString(),
    expiresAt: new Date(now + seconds * 1000).toISOString(),
  });
};

const courtTaken = (freeTimes: string[]) =>
  new ApiError(
    errorMessage('COURT_UNAVAILABLE'),
    409,
    'COURT_UNAVAILABLE',
    freeTimes.map((time) => ({ path: 'freeTimes', message: time })),
  );

const holdsAtOnce = (request: HoldRequest) => Promise.resolve(holdFor(request));

/**
 * The booking confirmation machine as a signed-in player walks it on a court's confirmation page:
 * each story reaches its state through the machine's own transitions, the player's clicks
 * sending the events.
 */
const meta = {
  title: 'Flows/bookingConfirmation',
  component: BookingFlow,
  parameters: { ...PAGE_PARAMETERS, msw: signedInHandlers },
  args: { placeHold: holdsAtOnce },
  beforeEach: asPlayer,
  render: (calls) => (
    <InTheApp>
      <BookingFlow {...calls} />
    </InTheApp>
  ),
} satisfies Meta<typeof BookingFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const PAY_1_HOUR = 'Confirm payment of $28 for 1 hour';

/** Waits for the hold and presses the pay button. */
async function payForTheHold(canvasElement: HTMLElement) {
  const page = within(canvasElement.ownerDocument.body);
  await page.findByRole('timer', { name: 'Time left on your hold' });
  await userEvent.click(page.getByRole('button', { name: PAY_1_HOUR }));
  return page;
}

/** `holding`: the court is being held; nothing can be paid yet. */
export const Holding: Story = {
  args: { placeHold: never },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Holding Court 1 for you...')).toBeVisible();
    await expect(page.getByRole('button', { name: PAY_1_HOUR })).toBeDisabled();
  },
};

/** `held`: the court is the player's for ten minutes; the choices and the pay button work. */
export const Held: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Court held for you')).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Time left on your hold' })).toHaveTextContent(
      /^(10:00|09:5\d)$/,
    );
    await expect(page.getByRole('button', { name: PAY_1_HOUR })).toBeEnabled();
  },
};

/** `changingDuration`: 2 hours chosen; the hold is given back and the longer one is being placed. */
export const ChangingDuration: Story = {
  args: {
    placeHold: (request) => (request.durationHours === 1 ? holdsAtOnce(request) : never()),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('timer', { name: 'Time left on your hold' });
    await userEvent.click(page.getByRole('radio', { name: /2 hours/ }));
    await expect(await page.findByText('Changing your hold to 2 hours...')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Confirm payment of $52 for 2 hours' }),
    ).toBeDisabled();
  },
};

/** `held` again after the longer slot was taken: the hour is held again, and the page says why. */
export const LongerSlotTaken: Story = {
  args: {
    placeHold: (request) =>
      request.durationHours === 1 ? holdsAtOnce(request) : Promise.reject(courtTaken([])),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('timer', { name: 'Time left on your hold' });
    await userEvent.click(page.getByRole('radio', { name: /2 hours/ }));
    await expect(
      await page.findByText('Court 1 is not free for 2 hours at 2:00 PM, so you keep 1 hour.', {
        selector: 'p:not([role])',
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: PAY_1_HOUR })).toBeEnabled();
  },
};

/** `unavailable`: another player took the court first; the next free times are offered. */
export const Unavailable: Story = {
  args: { placeHold: () => Promise.reject(courtTaken(['15:00', '17:00'])) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'This court is no longer available at that time',
    );
    const times = page.getByRole('group', { name: 'Next free times:' });
    await expect(within(times).getByRole('button', { name: '3:00 PM' })).toBeVisible();
    await expect(page.getByRole('button', { name: PAY_1_HOUR })).toBeDisabled();
  },
};

const NO_ANSWER = 'Unable to reach the server. Please check your connection.';

/** `holdFailed`: the hold could not be placed (no answer); it can be tried again. */
export const HoldFailed: Story = {
  args: { placeHold: () => Promise.reject(new ApiError(NO_ANSWER, 0)) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('alert')).toHaveTextContent(NO_ANSWER);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** `holdExpired`: the hold ran out before it was paid (here after two seconds, not ten minutes). */
export const HoldExpired: Story = {
  args: { placeHold: (request) => Promise.resolve(holdFor(request, 2)) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'Your hold on this court has expired',
    );
    await expect(page.getByRole('button', { name: 'Hold this court again' })).toBeEnabled();
    await expect(page.queryByRole('timer')).toBeNull();
  },
};

/** `paying`: the payment is under way; the button says so and waits. */
export const Paying: Story = {
  play: async ({ canvasElement }) => {
    const page = await payForTheHold(canvasElement);
    const button = await page.findByRole('button', { name: 'Processing payment...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** `paymentFailed`: the card was declined; the reason shows and paying again works. */
export const PaymentFailed: Story = {
  args: {
    pay: () =>
      Promise.reject(new ApiError(errorMessage('PAYMENT_DECLINED', {}), 402, 'PAYMENT_DECLINED')),
  },
  play: async ({ canvasElement }) => {
    const page = await payForTheHold(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent('Your card was declined.');
    await expect(page.getByRole('button', { name: PAY_1_HOUR })).toBeEnabled();
    await expect(page.getByRole('timer', { name: 'Time left on your hold' })).toBeVisible();
  },
};

/** `paymentFailed` without a saved card: the way to add one on the profile. */
export const PaymentFailedNoCard: Story = {
  args: {
    pay: () =>
      Promise.reject(new ApiError(errorMessage('NO_PAYMENT_METHOD'), 409, 'NO_PAYMENT_METHOD')),
  },
  play: async ({ canvasElement }) => {
    const page = await payForTheHold(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      errorMessage('NO_PAYMENT_METHOD'),
    );
    await expect(page.getByRole('link', { name: 'Add a card on your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  },
};

/** `paid` (final): the booking is paid; the page shows it and offers to split the cost. */
export const Paid: Story = {
  args: {
    pay: (request) =>
      Promise.resolve(
        makeBooking({ id: request.holdId, date: DATE, durationHours: 1, priceCents: 2800 }),
      ),
  },
  parameters: {
    msw: [answer('/user/friends', z.array(playerCardSchema), friends), ...signedInHandlers],
  },
  play: async ({ canvasElement }) => {
    const page = await payForTheHold(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Booking confirmed' });
    // The dialog fades in.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Yes, split the cost' })).toBeVisible(),
    );
    await expect(page.queryByRole('timer')).toBeNull();
  },
};
