import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as confirmationStories from './booking-confirmation.stories.tsx';
import * as signedOutStories from './booking-signed-out.stories.tsx';

const confirmation = composeStories(confirmationStories);
const { SignedOut, TimeTaken } = composeStories(signedOutStories);

const payButton = () => screen.getByRole('button', { name: /^Confirm payment|Processing/ });

describe('booking confirmation stories: one per machine state', () => {
  it('Holding: holds, nothing to pay yet', () => {
    render(<confirmation.Holding />);
    expect(screen.getByText('Holding Court 1 for you...')).toBeVisible();
    expect(payButton()).toBeDisabled();
    expect(screen.getByRole('radio', { name: '2 hours' })).toBeDisabled();
  });

  it('Held: the countdown, the choices and the price of the duration', () => {
    render(<confirmation.Held />);
    expect(screen.getByRole('timer')).toHaveTextContent('09:01');
    expect(payButton()).toHaveTextContent('Confirm payment of $28 for 1 hour');
    expect(payButton()).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Apple Pay' })).toBeChecked();
  });

  it('HeldLastMinute and HeldLongerRefused', () => {
    const { unmount } = render(<confirmation.HeldLastMinute />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:42');
    expect(screen.getByRole('radio', { name: 'Mastercard' })).toBeChecked();
    unmount();
    render(<confirmation.HeldLongerRefused />);
    expect(
      screen.getByText('Court 1 is not free for 2 hours at 2:00 PM, so you keep 1 hour.'),
    ).toBeVisible();
  });

  it('ChangingDuration shows the new choice while it is held', () => {
    render(<confirmation.ChangingDuration />);
    expect(screen.getByText('Changing your hold to 2 hours...')).toBeVisible();
    expect(screen.getByRole('radio', { name: '2 hours' })).toBeChecked();
    expect(payButton()).toHaveTextContent('Confirm payment of $52 for 2 hours');
    expect(payButton()).toBeDisabled();
  });

  it('Unavailable offers the next free times, and sends the one chosen', async () => {
    const { container } = render(<confirmation.Unavailable />);
    const times = within(screen.getByRole('group', { name: 'Next free times:' }));
    expect(times.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '3:00 PM',
      '5:00 PM',
      '6:00 PM',
    ]);
    await userEvent.click(times.getByRole('button', { name: '5:00 PM' }));
    expect(confirmationStories.default.args.send).toHaveBeenCalledWith({
      type: 'time.choose',
      time: '17:00',
    });
    expect(container).toHaveTextContent('This court is no longer available at that time');
  });

  it('UnavailableAllDay and HoldFailed offer a way on', () => {
    const { unmount } = render(<confirmation.UnavailableAllDay />);
    expect(screen.getByRole('link', { name: 'Choose another day' })).toHaveAttribute(
      'href',
      '/stadiums/msac/tennis',
    );
    unmount();
    render(<confirmation.HoldFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to reach the server.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('Paying, PaymentDeclined and NoPaymentMethod', () => {
    const { unmount } = render(<confirmation.Paying />);
    expect(payButton()).toHaveTextContent('Processing payment...');
    expect(payButton()).toBeDisabled();
    unmount();
    const declined = render(<confirmation.PaymentDeclined />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(payButton()).toBeEnabled();
    declined.unmount();
    render(<confirmation.NoPaymentMethod />);
    expect(screen.getByRole('link', { name: 'Add a card on your profile' })).toBeVisible();
  });

  it('PaymentOutcomeUnknown keeps the duration (the hold stays) but not the method', () => {
    render(<confirmation.PaymentOutcomeUnknown />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The payment provider could not be reached.',
    );
    expect(screen.getByRole('radio', { name: '1 hour' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '2 hours' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Apple Pay' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Mastercard' })).toBeEnabled();
    expect(payButton()).toBeEnabled();
  });

  it('HoldExpired says so, with a way to hold again', () => {
    render(<confirmation.HoldExpired />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your hold on this court has expired');
    expect(screen.getByRole('button', { name: 'Hold this court again' })).toBeVisible();
    expect(payButton()).toBeDisabled();
  });

  it('Stripe: Confirm waits for the wallet check, opens the wallet, or charges the saved card', async () => {
    const checking = render(<confirmation.StripeCheckingWallet />);
    expect(screen.getByText('Checking whether Apple Pay is ready on this device...')).toBeVisible();
    expect(payButton()).toBeDisabled();
    checking.unmount();

    const ready = render(<confirmation.StripeWalletReady />);
    expect(screen.getByText('Apple Pay on this device pays when you confirm.')).toBeVisible();
    await userEvent.click(payButton());
    const wallet = confirmationStories.StripeWalletReady.args?.wallet;
    expect(wallet?.kind === 'wallet' ? wallet.show : null).toHaveBeenCalledTimes(1);
    ready.unmount();

    const noWallet = render(<confirmation.StripeNoWallet />);
    expect(
      screen.getByText(
        'Apple Pay is not set up on this device, so your saved card will be charged.',
      ),
    ).toBeVisible();
    expect(payButton()).toHaveTextContent('Confirm payment of $28 for 1 hour');
    expect(payButton()).toBeEnabled();
    noWallet.unmount();

    render(<confirmation.StripeWalletPaying />);
    expect(payButton()).toHaveTextContent('Processing payment...');
  });

  it('SignedOut and TimeTaken ask to sign in first', () => {
    const { unmount } = render(<SignedOut />);
    expect(screen.getByRole('button', { name: 'Sign in to book' })).toBeVisible();
    unmount();
    render(<TimeTaken />);
    expect(screen.getByText('Court 1 is not free at 10:00 AM any more. Free times:')).toBeVisible();
  });
});
