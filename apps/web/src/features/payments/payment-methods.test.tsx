import { resetToasts } from '@betterplay/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { created, failure, LOAD, ok, renderApp } from '../../test/app-test-kit.tsx';
import { findToast, paymentMethodsCard, savedCard, servePayments } from './payments-test-kit.ts';

type User = ReturnType<typeof renderApp>['user'];

/** A row's words as read out: the logo counts by its name, not by the letters drawn in it. */
function rowText(row: HTMLElement) {
  const copy = row.cloneNode(true);
  if (!(copy instanceof HTMLElement)) return '';
  copy.querySelectorAll('svg').forEach((logo) => logo.remove());
  return copy.textContent;
}

async function openDialog(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Update Details' }, LOAD));
  return screen.findByRole('dialog', { name: 'Update Payment Details' }, LOAD);
}

/** Fills the dialog's form (a field left undefined stays empty) and presses Save. */
async function fillAndSave(
  user: User,
  {
    name = 'Alex Morgan',
    number = '4242424242424242',
    expiry = '1234',
    cvc = '123',
  }: { name?: string; number?: string; expiry?: string; cvc?: string } = {},
) {
  const dialog = within(await screen.findByRole('dialog', { name: 'Update Payment Details' }));
  if (name !== '') await user.type(dialog.getByLabelText('Cardholder Name'), name);
  if (number !== '') await user.type(await dialog.findByLabelText('Card number', {}, LOAD), number);
  if (expiry !== '') await user.type(dialog.getByLabelText('Expiry (MM/YY)'), expiry);
  if (cvc !== '') await user.type(dialog.getByLabelText('CVC'), cvc);
  await user.click(dialog.getByRole('button', { name: 'Save Payment Method' }));
}

describe("the profile's Payment Methods", { timeout: 20_000 }, () => {
  it('lists each saved card: brand logo, last 4 digits, expiry and the Default badge', async () => {
    servePayments({
      cards: [
        savedCard({ id: 'pm_1', isDefault: true }),
        savedCard({
          id: 'pm_2',
          card: { brand: 'amex', last4: '0005', exp_month: 11, exp_year: 2030 },
        }),
        savedCard({ id: 'pm_3', card: { brand: 'unionpay', last4: '0004', exp_month: 1 } }),
      ],
    });
    renderApp('/profile');
    const list = await screen.findByRole('table', { name: 'Saved cards' }, LOAD);
    const rows = within(list).getAllByRole('rowheader');
    expect(rows.map(rowText)).toEqual([
      'ending in 4242Default',
      'ending in 0005',
      'ending in 0004',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Visa' })).toBeVisible();
    expect(
      within(rows[1] as HTMLElement).getByRole('img', { name: 'American Express' }),
    ).toBeVisible();
    // An unknown brand shows visa's logo.
    expect(within(rows[2] as HTMLElement).getByRole('img', { name: 'Visa' })).toBeVisible();
    expect(within(list).getByText('04/2031')).toBeVisible();
    expect(within(list).getByText('11/2030')).toBeVisible();
    expect(within(list).getByText('01/2031')).toBeVisible();
    expect(within(list).getAllByText('Default')).toHaveLength(1);
  });

  it('invites to add a card when there is none', async () => {
    servePayments();
    renderApp('/profile');
    expect(
      await screen.findByText(
        'No saved cards yet. Choose Update Details to add one and pay for courts in a tap.',
        {},
        LOAD,
      ),
    ).toBeVisible();
  });

  it('saves a sandbox card: the product’s payloads, then the toast, the dialog closes and the list shows it as Default', async () => {
    const api = servePayments({ cards: [savedCard({ id: 'pm_1', isDefault: true })] });
    const { user } = renderApp('/profile');
    await openDialog(user);
    await fillAndSave(user, { number: '5555 5555 5555 4444' });

    expect(await findToast('Payment details saved successfully')).toBeVisible();
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Update Payment Details' })).toBeNull(),
      LOAD,
    );
    expect(api.sent('POST /user/payment/setup/intent')[0]?.body).toEqual({
      currency: 'usd',
      description: 'Card saved from the Better Play profile',
      customer: null,
      paymentMethodType: 'card',
      metadata: { cardholderName: 'Alex Morgan' },
    });
    expect(api.sent('POST /payments/sandbox/setup-intents/confirm')[0]?.body).toEqual({
      clientSecret: 'seti_1_secret_x',
      card: { number: '5555555555554444', expMonth: 12, expYear: 2034, cvc: '123' },
    });
    expect(api.sent('POST /user/payment/save')[0]?.body).toEqual({
      customerId: 'cus_alex',
      paymentMethodId: 'pm_new',
      makeDefault: true,
    });

    // The list was fetched again: the new card is the default one.
    const list = paymentMethodsCard();
    await waitFor(() => expect(list.getAllByRole('rowheader')).toHaveLength(2), LOAD);
    expect(list.getAllByRole('rowheader').map(rowText)).toEqual([
      'ending in 4242',
      'ending in 4444Default',
    ]);
    expect(list.getByRole('img', { name: 'Mastercard' })).toBeVisible();

    // The name field was cleared; focus is back on the button that opened the dialog.
    expect(screen.getByRole('button', { name: 'Update Details' })).toHaveFocus();
    const dialog = within(await openDialog(user));
    expect(dialog.getByLabelText('Cardholder Name')).toHaveValue('');
  });

  it("says 'Saving...' and holds both buttons while the card is on its way", async () => {
    let answer: () => void = () => {};
    servePayments({
      routes: {
        'POST /user/payment/save': () =>
          new Promise((resolve) => {
            answer = () => resolve(created({ id: 'pm_new' }));
          }),
      },
    });
    const { user } = renderApp('/profile');
    const dialog = within(await openDialog(user));
    await fillAndSave(user);
    const saving = await dialog.findByRole('button', { name: 'Saving...' }, LOAD);
    expect(saving).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(dialog.getByRole('status')).toHaveTextContent('Saving your card as the default...');
    // Escape does not close it while it waits.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Update Payment Details' })).toBeVisible();
    answer();
    expect(await findToast('Payment details saved successfully')).toBeVisible();
  });

  it("an empty name: 'Please fill in all fields', nothing is sent, focus on the name", async () => {
    const api = servePayments();
    const { user } = renderApp('/profile');
    const dialog = within(await openDialog(user));
    await fillAndSave(user, { name: '' });
    expect(await findToast('Please fill in all fields')).toBeVisible();
    expect(dialog.getByLabelText('Cardholder Name')).toHaveFocus();
    expect(api.sent('POST /user/payment/setup/intent')).toEqual([]);
    expect(dialog.getByRole('button', { name: 'Save Payment Method' })).toBeEnabled();
  });

  it('checks the sandbox card with the Luhn rule, the expiry and the CVC, inline', async () => {
    const api = servePayments();
    const { user } = renderApp('/profile');
    const dialog = within(await openDialog(user));
    await fillAndSave(user, { number: '4242424242424241', expiry: '0120', cvc: '12' });

    expect(await dialog.findByText('Your card number is invalid.')).toBeVisible();
    expect(dialog.getByLabelText('Card number')).toHaveAccessibleDescription(
      'Your card number is invalid.',
    );
    expect(dialog.getByLabelText('Card number')).toHaveFocus();
    expect(dialog.getByText('Your card’s expiration date is in the past.')).toBeVisible();
    expect(dialog.getByText('Your card’s security code is incomplete.')).toBeVisible();
    expect(api.sent('POST /user/payment/setup/intent')).toEqual([]);

    // Typing groups the digits by four, and a correction clears the message.
    const number = dialog.getByLabelText('Card number');
    await user.clear(number);
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(dialog.queryByText('Your card number is invalid.')).toBeNull();
  });

  it('says an empty card number is incomplete and checks the month', async () => {
    servePayments();
    const { user } = renderApp('/profile');
    const dialog = within(await openDialog(user));
    await fillAndSave(user, { number: '', expiry: '1330' });
    expect(await dialog.findByText('Your card number is incomplete.')).toBeVisible();
    expect(dialog.getByLabelText('Expiry (MM/YY)')).toHaveValue('13/30');
    expect(dialog.getByText('Your card’s expiration date is invalid.')).toBeVisible();
  });

  it("a failed SetupIntent request: 'Failed to create SetupIntent'", async () => {
    const api = servePayments({
      routes: { 'POST /user/payment/setup/intent': failure(500, 'Something went wrong') },
    });
    const { user } = renderApp('/profile');
    await openDialog(user);
    await fillAndSave(user);
    expect(await findToast('Failed to create SetupIntent')).toBeVisible();
    expect(api.sent('POST /payments/sandbox/setup-intents/confirm')).toEqual([]);
  });

  it("a declined card: the provider's own message, and the dialog stays to try again", async () => {
    const api = servePayments({
      routes: {
        'POST /payments/sandbox/setup-intents/confirm': failure(
          402,
          'Your card was declined.',
          'PAYMENT_DECLINED',
        ),
      },
    });
    const { user } = renderApp('/profile');
    const dialog = within(await openDialog(user));
    await fillAndSave(user, { number: '4000000000000002' });
    expect(await findToast('Your card was declined.')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Save Payment Method' })).toBeEnabled();
    expect(dialog.getByLabelText('Cardholder Name')).toHaveValue('Alex Morgan');
    expect(api.sent('POST /user/payment/save')).toEqual([]);
  });

  it("a save not answered 'Created', or a failing save: 'Failed to save payment method'", async () => {
    for (const answer of [ok({ id: 'pm_new' }, 'OK'), failure(500, 'Something went wrong')]) {
      resetToasts();
      const api = servePayments({ routes: { 'POST /user/payment/save': answer } });
      const view = renderApp('/profile');
      await openDialog(view.user);
      await fillAndSave(view.user);
      expect(await findToast('Failed to save payment method')).toBeVisible();
      expect(api.sent('POST /user/payment/setup/intent')).toHaveLength(1);
      view.unmount();
    }
  });

  it('Cancel closes the dialog without sending anything', async () => {
    const api = servePayments();
    const { user } = renderApp('/profile');
    const dialog = within(await openDialog(user));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Update Payment Details' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Update Details' })).toHaveFocus();
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
