import { courtBookingSchema, playerCardSchema } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import {
  friends,
  makeBooking,
  noah,
  olivia,
  splitWith,
} from '../features/courts/booking-fixtures.ts';
import { CourtBookingList } from '../features/courts/my-bookings/court-booking-card.tsx';
import { useSplitLater } from '../features/courts/my-bookings/split-later-dialog.tsx';
import { BookingPaid } from '../features/courts/split/booking-paid.tsx';
import { answer, fail, hold } from '../storybook/api-mocks.ts';
import { asPlayer, signedInHandlers, PAGE_PARAMETERS } from '../storybook/page-story.tsx';
import { InTheApp } from './walk-machine.tsx';

const booking = makeBooking({ date: '2099-03-07' });
const SPLIT = `/user/court/bookings/:id/split`;
const friendsAnswer = answer('/user/friends', z.array(playerCardSchema), friends);
const splitAnswer = answer(SPLIT, courtBookingSchema, splitWith(booking, [olivia, noah]), {
  method: 'post',
});

/** What the split was asked for, beside its answer (the booking with Olivia's and Noah's shares). */
const splitRequests: unknown[] = [];
const recordedSplit = http.post(`*/api/v1${SPLIT}`, async ({ request }) => {
  splitRequests.push(await request.json());
  return HttpResponse.json({ message: 'OK', data: splitWith(booking, [olivia, noah]) });
});

/**
 * The split-payment machine as a player walks it once a court is paid: the page's paid booking
 * (BookingPaid) runs the real machine, and each story reaches its state through the machine's own
 * transitions, the player's clicks sending the events; the friends and the split come from Mock
 * Service Worker.
 */
const meta = {
  title: 'Flows/splitPayment',
  component: BookingPaid,
  args: { booking },
  parameters: { ...PAGE_PARAMETERS, msw: [friendsAnswer, splitAnswer, ...signedInHandlers] },
  beforeEach: asPlayer,
  render: (args) => (
    <InTheApp>
      <BookingPaid {...args} />
    </InTheApp>
  ),
} satisfies Meta<typeof BookingPaid>;

export default meta;
type Story = StoryObj<typeof meta>;

const THREE_WAYS = 'Split 3 ways: $17.33 each';

const dialogIn = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** From 'Booking confirmed' to 'Invite friends'. */
async function chooseToSplit(canvasElement: HTMLElement) {
  const page = dialogIn(canvasElement);
  await userEvent.click(await page.findByRole('button', { name: 'Yes, split the cost' }));
  return within(await page.findByRole('dialog', { name: 'Invite friends' }));
}

/** 'Invite friends' with Olivia and Noah chosen, then the split button pressed. */
async function splitWithTwo(canvasElement: HTMLElement) {
  const dialog = await chooseToSplit(canvasElement);
  await userEvent.click(await dialog.findByRole('checkbox', { name: 'Olivia Chen' }));
  await userEvent.click(dialog.getByRole('checkbox', { name: 'Noah Patel' }));
  await userEvent.click(dialog.getByRole('button', { name: THREE_WAYS }));
  return dialog;
}

/** `confirmation`: 'Booking confirmed', with the offer to split the cost or not. */
export const Confirmation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(
      await dialogIn(canvasElement).findByRole('dialog', { name: 'Booking confirmed' }),
    );
    // Visible once the dialog has faded in.
    await waitFor(() =>
      expect(dialog.getByText(/Would you like to split the cost with friends\?/)).toBeVisible(),
    );
    await expect(dialog.getByRole('button', { name: 'No, thanks' })).toBeEnabled();
  },
};

/** `split`: 'Invite friends'; the split button waits for a friend to be chosen. */
export const InviteFriends: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await chooseToSplit(canvasElement);
    await expect(await dialog.findByRole('checkbox', { name: 'Mia Rossi' })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Split 1 way: $52.00 each' })).toBeDisabled();
  },
};

/** `splitting`: the invitations are on their way; the dialog and its choices wait. */
export const Splitting: Story = {
  parameters: { msw: [friendsAnswer, hold(SPLIT, 'post'), ...signedInHandlers] },
  play: async ({ canvasElement }) => {
    const dialog = await splitWithTwo(canvasElement);
    await expect(
      await dialog.findByRole('button', { name: 'Sending invitations...' }),
    ).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Olivia Chen' })).toBeDisabled();
  },
};

/** `split` after the split failed: the server's reason, and the friends still chosen. */
export const SplitFailed: Story = {
  parameters: {
    msw: [
      friendsAnswer,
      fail(SPLIT, 400, 'You can split the cost only with your friends', {
        method: 'post',
        code: 'SPLIT_NOT_FRIENDS',
      }),
      ...signedInHandlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await splitWithTwo(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You can split the cost only with your friends',
    );
    await expect(dialog.getByRole('button', { name: THREE_WAYS })).toBeEnabled();
  },
};

/** `inviteSent`: 'Invitation sent!', naming the friends and their share. */
export const InvitationSent: Story = {
  play: async ({ canvasElement }) => {
    await splitWithTwo(canvasElement);
    const dialog = within(
      await dialogIn(canvasElement).findByRole('dialog', { name: 'Invitation sent!' }),
    );
    await expect(
      dialog.getByText(/Olivia Chen and Noah Patel were invited to pay \$17\.33 each\./),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

/** `bookingConfirmed`: after 'No, thanks', the summary with the player alone. */
export const BookingConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const page = dialogIn(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'No, thanks' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Booking Confirmed!' }));
    await expect(dialog.getByText('You', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Done' })).toBeVisible();
  },
};

/** `done` (final): 'Done' ends the flow, and the app goes on to the player's activity. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    const page = dialogIn(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'No, thanks' }));
    await userEvent.click(await page.findByRole('button', { name: 'Done' }));
    await expect(await page.findByRole('status')).toHaveTextContent('The app opened /activity');
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};

/** The journey: split with two friends, the invitations sent, then the summary with everyone. */
export const Split: Story = {
  parameters: { msw: [friendsAnswer, recordedSplit, ...signedInHandlers] },
  play: async ({ canvasElement }) => {
    splitRequests.length = 0;
    const page = dialogIn(canvasElement);
    await splitWithTwo(canvasElement);
    await expect(await page.findByRole('dialog', { name: 'Invitation sent!' })).toBeVisible();
    await expect(splitRequests).toEqual([{ friendIds: [olivia.id, noah.id] }]);
    await userEvent.click(page.getByRole('button', { name: 'Continue' }));
    const summary = within(await page.findByRole('dialog', { name: 'Booking Confirmed!' }));
    await expect(summary.getByText('You, Olivia Chen, Noah Patel')).toBeVisible();
  },
};

/** An upcoming booking on Activity: 'Split the cost' opens the same machine, started later. */
function SplitLaterOnActivity() {
  const { onSplit, dialog } = useSplitLater();
  return (
    <>
      <CourtBookingList caption="Upcoming bookings" bookings={[booking]} onSplit={onSplit} />
      {dialog}
    </>
  );
}

/** Presses the booking's 'Split the cost' (the list shows it once, as a table or as cards). */
async function openTheSplit(canvasElement: HTMLElement) {
  const buttons = await dialogIn(canvasElement).findAllByRole('button', {
    name: /^Split the cost/,
  });
  const visible = buttons.filter((button) => button.checkVisibility());
  await expect(visible).toHaveLength(1);
  await userEvent.click(visible[0] as HTMLElement);
}

const openedLater: Pick<Story, 'render'> = {
  render: () => (
    <InTheApp>
      <SplitLaterOnActivity />
    </InTheApp>
  ),
};

/** `split`, opened later from Activity: it starts on 'Invite friends', with no confirmation. */
export const SplitLater: Story = {
  ...openedLater,
  play: async ({ canvasElement }) => {
    const page = dialogIn(canvasElement);
    await openTheSplit(canvasElement);
    const dialog = within(await page.findByRole('dialog', { name: 'Invite friends' }));
    await expect(await dialog.findByRole('checkbox', { name: 'Olivia Chen' })).toBeEnabled();
    await expect(page.queryByRole('dialog', { name: 'Booking confirmed' })).toBeNull();
  },
};

/** `invited` (final): a split opened later ends after 'Invitation sent!', and the dialog closes. */
export const InvitedLater: Story = {
  ...openedLater,
  play: async ({ canvasElement }) => {
    const page = dialogIn(canvasElement);
    await openTheSplit(canvasElement);
    const dialog = within(await page.findByRole('dialog', { name: 'Invite friends' }));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Olivia Chen' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Noah Patel' }));
    await userEvent.click(dialog.getByRole('button', { name: THREE_WAYS }));
    await userEvent.click(await page.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(page.queryByRole('dialog', { name: 'Booking Confirmed!' })).toBeNull();
  },
};
