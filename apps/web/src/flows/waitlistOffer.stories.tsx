import { WAITLIST_TEXTS, errorMessage } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { OfferPanel } from '../features/waitlist/offer-panel.tsx';
import { answer, fail, hold } from '../storybook/api-mocks.ts';
import { asPlayer, signedInHandlers, PAGE_PARAMETERS } from '../storybook/page-story.tsx';
import { storySocket } from '../storybook/story-socket.ts';
import { InTheApp } from './walk-machine.tsx';

const OFFER_ID = '7b1e6f20-0000-4000-8000-0000000000c1';
const SOCIAL_ID = '5d2c9a10-0000-4000-8000-0000000000d1';
const ACCEPT = '/user/waitlist/offers/:offerId/accept';
const DECLINE = '/user/waitlist/offers/:offerId/decline';
const socialOnly = z.object({ socialId: z.string() });

const taken = answer(
  ACCEPT,
  socialOnly,
  { socialId: SOCIAL_ID },
  { method: 'post', message: WAITLIST_TEXTS.taken },
);
const declined = answer(
  DECLINE,
  socialOnly,
  { socialId: SOCIAL_ID },
  { method: 'post', message: WAITLIST_TEXTS.declined },
);

/**
 * Where the offer shows (a full social's page, or Activity): its panel until the offer ends, when
 * the page loads its lists again and, the offer no longer in them, the panel goes.
 */
function OfferOnThePage({ secondsLeft }: { secondsLeft: number }) {
  const [expiresAt] = useState(() => new Date(Date.now() + secondsLeft * 1000).toISOString());
  const [ended, setEnded] = useState(false);
  if (ended) return null;
  return <OfferPanel offerId={OFFER_ID} expiresAt={expiresAt} onEnded={() => setEnded(true)} />;
}

/**
 * The waitlist offer machine as a player answers a place offered to them: the offer's panel runs
 * the real machine, each story reaching its state through the machine's own transitions (the
 * player's clicks, the countdown, the server's live word); the answers come from Mock Service
 * Worker.
 */
const meta = {
  title: 'Flows/waitlistOffer',
  component: OfferOnThePage,
  args: { secondsLeft: 2 * 3600 },
  parameters: { ...PAGE_PARAMETERS, msw: [taken, declined, ...signedInHandlers] },
  beforeEach: asPlayer,
  render: (args) => (
    <InTheApp>
      <OfferOnThePage {...args} />
    </InTheApp>
  ),
} satisfies Meta<typeof OfferOnThePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The offer's panel, once shown. */
async function thePanel(canvasElement: HTMLElement) {
  return within(await bodyOf(canvasElement).findByRole('region', { name: 'Waitlist' }));
}

async function expectToast(canvasElement: HTMLElement, title: string) {
  const toast = await bodyOf(canvasElement).findByText(title);
  await waitFor(() => expect(toast).toBeVisible());
}

const panelGone = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(bodyOf(canvasElement).queryByRole('region', { name: 'Waitlist' })).toBeNull(),
  );

async function expectBusy(panel: ReturnType<typeof within>) {
  await waitFor(() => expect(panel.getByRole('button', { name: 'Take the place' })).toBeDisabled());
  await expect(panel.getByRole('button', { name: 'No thanks' })).toBeDisabled();
}

/** `offered`: the place and its deadline, counting down; 'Take the place' or 'No thanks'. */
export const Offered: Story = {
  play: async ({ canvasElement }) => {
    const panel = await thePanel(canvasElement);
    await expect(panel.getByText(/^A place is yours until /)).toBeVisible();
    await expect(panel.getByText(/^(2 h 0 min|1 h 59 min) left$/)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Take the place' })).toBeEnabled();
  },
};

/** `taking`: the place is being taken; neither answer can be sent again meanwhile. */
export const Taking: Story = {
  parameters: { msw: [hold(ACCEPT, 'post'), ...signedInHandlers] },
  play: async ({ canvasElement }) => {
    const panel = await thePanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Take the place' }));
    await expectBusy(panel);
  },
};

/** `taken` (final): the place is the player's; the toast says so and the offer is gone. */
export const Taken: Story = {
  play: async ({ canvasElement }) => {
    const panel = await thePanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Take the place' }));
    await expectToast(canvasElement, WAITLIST_TEXTS.taken);
    await panelGone(canvasElement);
  },
};

/** `offered` again after the take failed (no saved card): the reason, with a way to add one. */
export const TakeFailed: Story = {
  parameters: {
    msw: [
      fail(ACCEPT, 409, errorMessage('NO_PAYMENT_METHOD'), {
        method: 'post',
        code: 'NO_PAYMENT_METHOD',
      }),
      ...signedInHandlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const panel = await thePanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Take the place' }));
    await expectToast(canvasElement, errorMessage('NO_PAYMENT_METHOD'));
    await expect(bodyOf(canvasElement).getByRole('button', { name: 'Add a card' })).toBeVisible();
    await waitFor(() =>
      expect(panel.getByRole('button', { name: 'Take the place' })).toBeEnabled(),
    );
  },
};

/** `declining`: 'No thanks' is on its way; the panel waits. */
export const Declining: Story = {
  parameters: { msw: [hold(DECLINE, 'post'), ...signedInHandlers] },
  play: async ({ canvasElement }) => {
    const panel = await thePanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'No thanks' }));
    await expectBusy(panel);
  },
};

/** `declined` (final): the place passes on; the toast says so and the offer is gone. */
export const Declined: Story = {
  play: async ({ canvasElement }) => {
    const panel = await thePanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'No thanks' }));
    await expectToast(canvasElement, WAITLIST_TEXTS.declined);
    await panelGone(canvasElement);
  },
};

/** `lapsed` (final): the deadline passed unanswered (here after three seconds); the offer goes. */
export const Lapsed: Story = {
  args: { secondsLeft: 3 },
  play: async ({ canvasElement }) => {
    const panel = await thePanel(canvasElement);
    await expect(panel.getByText(/^0:0[0-3] left$/)).toBeVisible();
    await panelGone(canvasElement);
  },
};

/** `taken` (final) in another tab: the server's live word ends the offer here too. */
export const TakenElsewhere: Story = {
  play: async ({ canvasElement }) => {
    await thePanel(canvasElement);
    storySocket.push('waitlist:offer-ended', {
      offerId: OFFER_ID,
      socialId: SOCIAL_ID,
      reason: 'taken',
    });
    await panelGone(canvasElement);
    await expect(bodyOf(canvasElement).queryByText(WAITLIST_TEXTS.taken)).toBeNull();
  },
};

/** What the take asked, and the answer it waits for until the play function lets it go. */
const takeOnCue = (() => {
  const keys: (string | null)[] = [];
  let answerNow = () => {};
  const handler = http.post(`*/api/v1${ACCEPT}`, async ({ request }) => {
    keys.push(request.headers.get('Idempotency-Key'));
    await new Promise<void>((resolve) => {
      answerNow = resolve;
    });
    return HttpResponse.json({ message: WAITLIST_TEXTS.taken, data: { socialId: SOCIAL_ID } });
  });
  return { keys, handler, answer: () => answerNow() };
})();

/** The journey: offered, 'Take the place' (sent once, while the panel waits), the place taken. */
export const TakeTheOffer: Story = {
  parameters: { msw: [takeOnCue.handler, ...signedInHandlers] },
  play: async ({ canvasElement }) => {
    takeOnCue.keys.length = 0;
    const panel = await thePanel(canvasElement);
    const until = panel.getByText(/^A place is yours until /);
    await expect(until.textContent).toMatch(/until \d{1,2}:\d{2} (AM|PM)$/);
    await userEvent.dblClick(panel.getByRole('button', { name: 'Take the place' }));
    await expectBusy(panel);
    await waitFor(() => expect(takeOnCue.keys).toHaveLength(1));
    await expect(takeOnCue.keys[0]).toMatch(new RegExp(`^take-${OFFER_ID}-`));
    takeOnCue.answer();
    await expectToast(canvasElement, WAITLIST_TEXTS.taken);
    await panelGone(canvasElement);
    await expect(takeOnCue.keys).toHaveLength(1);
  },
};
