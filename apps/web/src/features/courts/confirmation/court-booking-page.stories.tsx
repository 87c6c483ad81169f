import { courtBookingSchema, playerCardSchema } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { formatDate } from '../../../lib/format.ts';
import { answer, fail, hold, recordRequests } from '../../../storybook/api-mocks.ts';
import {
  AppAt,
  asPlayer,
  asVisitor,
  onDesktop,
  onTablet,
  PAGE_PARAMETERS,
  onPhone,
} from '../../../storybook/page-story.tsx';
import { friends, makeBooking, makeHold } from '../booking-fixtures.ts';
import { makeCourt } from '../courts-fixtures.ts';
import {
  answerCourts,
  answerMyHolds,
  answerStadium,
  AVAILABILITY,
  BOOKINGS,
  courtBookingHandlers,
  HOLDS,
  takenAt,
} from '../courts-story-handlers.ts';
import { storyDate } from '../courts-story-data.ts';

/** Court 1 at 2 PM on the story's day: free (see tennisCourts), so arriving holds it. */
const COURT_PAGE = `/stadiums/msac/tennis/court/1?date=${storyDate}&time=14:00`;
const TITLE = 'Confirmation for booking Court 1';

const findHeading = (page: ReturnType<typeof within>) =>
  page.findByRole('heading', { level: 1, name: TITLE }, { timeout: 5000 });

/** The booking paid for the hold the page placed (placeHolds answers every hold with its id). */
const paidBooking = courtBookingSchema.parse(
  makeBooking({
    id: makeHold().id,
    date: storyDate,
    time: '14:00',
    durationHours: 1,
    priceCents: 2800,
  }),
);
const payments = recordRequests(() =>
  HttpResponse.json({ message: 'Created', data: paidBooking }, { status: 201 }),
);
const payForBooking = http.post(`*/api/v1${BOOKINGS}`, payments.record);
/** The split dialog after paying lists the player's friends. */
const answerFriends = answer('/user/friends', z.array(playerCardSchema), friends);

/**
 * /stadiums/msac/tennis/court/1?date=&time=14:00: the court's confirmation page. Signed in,
 * arriving holds the court for ten minutes (POST /user/court/holds) and counts down; paying
 * (the sandbox here: no Stripe key, the saved card pays) books it.
 */
const meta = {
  title: 'Pages/Court booking',
  globals: onPhone,
  component: AppAt,
  args: { path: COURT_PAGE },
  parameters: { ...PAGE_PARAMETERS, msw: courtBookingHandlers },
  beforeEach: asPlayer,
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The court is held: where and when, the countdown, the duration and payment choices. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await findHeading(page);
    await expect(await page.findByRole('timer', { name: 'Time left on your hold' })).toBeVisible();
    await expect(
      await page.findByRole('button', { name: 'Confirm payment of $28 for 1 hour' }),
    ).toBeEnabled();
  },
};

/** The court's day is on its way: the heading and a loading line. */
export const Loading: Story = {
  parameters: { msw: [hold(AVAILABILITY), ...courtBookingHandlers] },
};

/** The court is known and the hold is being placed: nothing to pay yet. */
export const Holding: Story = {
  // Another hour than the other stories: the app asks once for a hold while one is under way
  // (placeHold), and this one never answers, so the others' 2 PM holds must not wait on it.
  args: { path: `/stadiums/msac/tennis/court/1?date=${storyDate}&time=11:00` },
  parameters: { msw: [hold(HOLDS, 'post'), ...courtBookingHandlers] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText('Holding Court 1 for you...', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Opened without a time on a day the court has none free: a way to choose another. */
export const Empty: Story = {
  args: { path: `/stadiums/msac/tennis/court/1?date=${storyDate}` },
  parameters: {
    msw: [answerCourts([makeCourt(1, [])]), answerMyHolds(), ...courtBookingHandlers],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await findHeading(page);
    await expect(
      await page.findByText(`Court 1 has no free time left on ${formatDate(storyDate)}.`),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose another court or day' })).toBeVisible();
  },
};

/** The court's day failed to load: the API's message and a way to try again. */
export const Error: Story = {
  parameters: {
    msw: [fail(AVAILABILITY, 500, 'Something went wrong'), ...courtBookingHandlers],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await findHeading(page);
    await expect(await page.findByText('Something went wrong')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A visitor sees the court and the choices; nothing is held until they sign in. */
export const SignedOut: Story = {
  beforeEach: asVisitor,
  parameters: { msw: [answerStadium(), answerCourts()] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await findHeading(page);
    await expect(
      await page.findByText('Sign in to hold Court 1 for 10 minutes while you pay.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in to book' })).toBeVisible();
  },
};

export const Tablet: Story = { globals: onTablet };

export const Desktop: Story = { globals: onDesktop };

/** The hold is placed, Alex pays with the preset method and the booking is confirmed. */
export const Pay: Story = {
  parameters: { msw: [payForBooking, answerFriends, ...courtBookingHandlers] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await findHeading(page);
    await page.findByRole('timer', { name: 'Time left on your hold' });
    const sentBefore = payments.bodies.length;
    await userEvent.click(
      await page.findByRole('button', { name: 'Confirm payment of $28 for 1 hour' }),
    );

    const dialog = await page.findByRole('dialog', { name: 'Booking confirmed' });
    await expect(dialog).toHaveAccessibleDescription(
      `Court 1 at MSAC, ${formatDate(storyDate)} at 2:00 PM is yours. Would you like to split the cost with friends?`,
    );
    // It zooms in: visible once the animation has started.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(payments.bodies.slice(sentBefore)).toEqual([
      { holdId: paidBooking.id, paymentMethod: 'apple-pay' },
    ]);
  },
};

/** The card is declined: the message under the button, the hold kept to try again. */
export const PaymentDeclined: Story = {
  parameters: {
    msw: [
      fail(BOOKINGS, 402, 'Your card was declined.', { method: 'post', code: 'PAYMENT_DECLINED' }),
      ...courtBookingHandlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await findHeading(page);
    await page.findByRole('timer', { name: 'Time left on your hold' });
    await userEvent.click(await page.findByRole('button', { name: /^Confirm payment of/ }));
    await expect(await page.findByRole('alert')).toHaveTextContent('Your card was declined.');
    await expect(page.getByRole('button', { name: /^Confirm payment of/ })).toBeEnabled();
  },
};

/** Someone held 2 PM first: the page says so, offers the court's next free times, holds one. */
export const SlotTakenMeanwhile: Story = {
  parameters: { msw: [takenAt('14:00', '15:00', '16:00'), ...courtBookingHandlers] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await findHeading(page);
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'This court is no longer available at that time',
    );
    const times = within(page.getByRole('group', { name: 'Next free times:' }));
    await expect(times.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '3:00 PM',
      '4:00 PM',
    ]);

    await userEvent.click(times.getByRole('button', { name: '4:00 PM' }));
    await expect(await page.findByRole('timer', { name: 'Time left on your hold' })).toBeVisible();
    await expect(page.getByText('4:00 PM')).toBeVisible();
  },
};
