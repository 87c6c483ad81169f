import {
  CARD_SETUP_TEXTS,
  paymentsConfigSchema,
  sandboxSetupResultSchema,
  savedCardListSchema,
  setupIntentSchema,
  type SavedCard,
} from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProfilePaymentMethods } from '../features/payments/profile-payment-methods.tsx';
import { answer, fail, hold } from '../storybook/api-mocks.ts';
import {
  asPlayer,
  signedInHandlers,
  STORY_PROFILE,
  PAGE_PARAMETERS,
} from '../storybook/page-story.tsx';
import { InTheApp } from './walk-machine.tsx';

const savedVisa: SavedCard = {
  id: 'pm_visa',
  card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 },
  isDefault: true,
  cardholderName: 'Alex Morgan',
};
const newMastercard: SavedCard = {
  id: 'pm_new',
  card: { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2034 },
  isDefault: true,
  cardholderName: 'Alex Morgan',
};

const INTENT = '/user/payment/setup/intent';
const CONFIRM = '/payments/sandbox/setup-intents/confirm';
const SAVE = '/user/payment/save';

/** The player's cards as the server keeps them: the Visa, and the Mastercard once it is saved. */
let cardSaved = false;
const cards = http.get('*/api/v1/user/payment/methods/:id', () =>
  HttpResponse.json({
    message: 'OK',
    data: savedCardListSchema.parse({
      object: 'list',
      data: cardSaved ? [{ ...savedVisa, isDefault: false }, newMastercard] : [savedVisa],
    }),
  }),
);
const saves = http.post(`*/api/v1${SAVE}`, () => {
  cardSaved = true;
  return HttpResponse.json({ message: 'Created', data: null }, { status: 201 });
});

const sandbox = answer('/payments/config', paymentsConfigSchema, {
  provider: 'sandbox',
  publishableKey: null,
});
const intent = answer(
  INTENT,
  setupIntentSchema,
  { id: 'seti_1', clientSecret: 'seti_1_secret_story', customerId: 'cus_story' },
  { method: 'post' },
);
const confirmed = answer(
  CONFIRM,
  sandboxSetupResultSchema,
  { status: 'succeeded', paymentMethodId: newMastercard.id },
  { method: 'post' },
);

/** Every call of the dialog answered as a save that works; a story puts its own first. */
const handlers = (...first: HttpHandler[]) => [
  ...first,
  sandbox,
  cards,
  intent,
  confirmed,
  saves,
  ...signedInHandlers,
];

/**
 * The card setup machine as a player walks it on their profile: the profile's Payment Methods
 * card runs the real machine with the offline sandbox's card field (what the app uses without a
 * Stripe key), each story reaching its state through the machine's own transitions; the calls
 * are answered by Mock Service Worker.
 */
const meta = {
  title: 'Flows/cardSetup',
  component: ProfilePaymentMethods,
  args: { profile: STORY_PROFILE },
  parameters: { ...PAGE_PARAMETERS, msw: handlers() },
  beforeEach() {
    cardSaved = false;
    return asPlayer();
  },
  render: (args) => (
    <InTheApp>
      <ProfilePaymentMethods {...args} />
    </InTheApp>
  ),
} satisfies Meta<typeof ProfilePaymentMethods>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** 'Update Details' opens 'Update Payment Details'. */
async function openTheDialog(canvasElement: HTMLElement) {
  const page = bodyOf(canvasElement);
  await userEvent.click(await page.findByRole('button', { name: 'Update Details' }));
  return within(await page.findByRole('dialog', { name: CARD_SETUP_TEXTS.title }));
}

/** The name and a sandbox test card typed in, then 'Save Payment Method'. */
async function saveACard(canvasElement: HTMLElement, name = 'Alex Morgan') {
  const dialog = await openTheDialog(canvasElement);
  if (name !== '') await userEvent.type(dialog.getByLabelText('Cardholder Name'), name);
  await userEvent.type(await dialog.findByLabelText('Card number'), '5555555555554444');
  await userEvent.type(dialog.getByLabelText('Expiry (MM/YY)'), '1234');
  await userEvent.type(dialog.getByLabelText('CVC'), '123');
  await userEvent.click(dialog.getByRole('button', { name: CARD_SETUP_TEXTS.save }));
  return dialog;
}

/** Whether one of the shown cards (a table row or a phone's card) ends in `last4`. */
async function expectCardShown(canvasElement: HTMLElement, last4: string) {
  const shown = await bodyOf(canvasElement).findAllByText(`ending in ${last4}`);
  await expect(shown.filter((element) => element.checkVisibility())).toHaveLength(1);
}

/** The toast once it has slid in. */
async function expectToast(page: ReturnType<typeof within>, title: string) {
  const toast = await page.findByText(title);
  await waitFor(() => expect(toast).toBeVisible());
}

/** `closed`: the profile's Payment Methods, with the saved card and 'Update Details'. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expectCardShown(canvasElement, '4242');
    const page = bodyOf(canvasElement);
    await expect(page.getByRole('button', { name: 'Update Details' })).toBeEnabled();
    await expect(page.queryByRole('dialog')).toBeNull();
  },
};

/** `idle`: the dialog just opened, with the name and the sandbox card field empty. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTheDialog(canvasElement);
    await expect(dialog.getByLabelText('Cardholder Name')).toHaveValue('');
    await expect(await dialog.findByLabelText('Card number')).toHaveValue('');
    await expect(dialog.getByRole('button', { name: CARD_SETUP_TEXTS.save })).toBeEnabled();
  },
};

/** Busy: the buttons wait, and the status line says what for. */
async function expectBusy(dialog: ReturnType<typeof within>, status: string) {
  const line = await dialog.findByRole('status');
  // The earlier steps pass through the same line on their way to this one.
  await waitFor(() => expect(line).toHaveTextContent(status));
  await expect(dialog.getByRole('button', { name: CARD_SETUP_TEXTS.saving })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
}

/** `creatingIntent`: a secure card setup is being prepared. */
export const CreatingIntent: Story = {
  parameters: { msw: handlers(hold(INTENT, 'post')) },
  play: async ({ canvasElement }) => {
    await expectBusy(await saveACard(canvasElement), 'Preparing a secure card setup...');
  },
};

/** `confirming`: the payment provider (here the sandbox gateway) checks the card. */
export const Confirming: Story = {
  parameters: { msw: handlers(hold(CONFIRM, 'post')) },
  play: async ({ canvasElement }) => {
    await expectBusy(
      await saveACard(canvasElement),
      'Confirming your card with the payment provider...',
    );
  },
};

/** `saving`: the confirmed card is being saved as the default. */
export const Saving: Story = {
  parameters: { msw: handlers(hold(SAVE, 'post')) },
  play: async ({ canvasElement }) => {
    await expectBusy(await saveACard(canvasElement), 'Saving your card as the default...');
  },
};

/** `failed`: the name was left empty; the toast and the dialog say to fill in every field. */
export const MissingName: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await saveACard(canvasElement, '');
    await expect(await dialog.findByText(CARD_SETUP_TEXTS.fillAllFields)).toBeVisible();
    await expect(dialog.getByLabelText('Cardholder Name')).toHaveFocus();
    await expect(dialog.getByRole('button', { name: CARD_SETUP_TEXTS.save })).toBeEnabled();
  },
};

/** `failed`: the provider declined the card, in its own words; the form stays to try again. */
export const CardDeclined: Story = {
  parameters: {
    msw: handlers(
      fail(CONFIRM, 402, 'Your card was declined.', { method: 'post', code: 'PAYMENT_DECLINED' }),
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await saveACard(canvasElement);
    await expect(
      await dialog.findByText('Your card was declined.', { selector: 'form p' }),
    ).toBeVisible();
    await expect(dialog.getByLabelText('Cardholder Name')).toHaveValue('Alex Morgan');
  },
};

/** `saved`: the dialog closed, the toast says so, and the new card is the default. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await saveACard(canvasElement);
    const page = bodyOf(canvasElement);
    await expectToast(page, CARD_SETUP_TEXTS.saved);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expectCardShown(canvasElement, '4444');
  },
};

/** The journey: a name, a card, 'Save Payment Method', and the card saved as the default. */
export const SaveACard: Story = {
  play: async ({ canvasElement }) => {
    const page = bodyOf(canvasElement);
    await expectCardShown(canvasElement, '4242');
    await saveACard(canvasElement);
    await expectToast(page, CARD_SETUP_TEXTS.saved);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expectCardShown(canvasElement, '4444');
    await expect(page.getByRole('button', { name: 'Update Details' })).toHaveFocus();
  },
};
