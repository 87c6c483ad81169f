import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as dialogStories from './card-setup-dialog.stories.tsx';
import * as cardStories from './payment-methods-card.stories.tsx';
import * as previewAnnotations from '../../../../../.storybook/preview.tsx';
import { findToast } from './payments-test-kit.ts';

// The preview mounts the Toaster, where the failure stories' toasts show.
setProjectAnnotations([previewAnnotations]);

const stories = composeStories(dialogStories);

function dialog() {
  return within(screen.getByRole('dialog', { name: 'Update Payment Details' }));
}

// Every story renders without a warning in src/stories.test.tsx; these check what each state shows.
describe("the card dialog's stories", () => {
  it('show the dialog only while it is open', () => {
    const closed = render(<stories.Closed />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Update Details' })).toBeVisible();
    closed.unmount();

    render(<stories.Idle />);
    expect(dialog().getByRole('button', { name: 'Save Payment Method' })).toBeEnabled();
    expect(dialog().getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it.each([
    ['Validating', 'Checking the form...'],
    ['CreatingIntent', 'Preparing a secure card setup...'],
    ['Confirming', 'Confirming your card with the payment provider...'],
    ['Saving', 'Saving your card as the default...'],
  ] as const)("%s: 'Saving...' and held buttons", (name, status) => {
    const Story = stories[name];
    render(<Story />);
    expect(dialog().getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(dialog().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(dialog().getByRole('status')).toHaveTextContent(status);
  });

  it.each([
    ['MissingFields', 'Please fill in all fields'],
    ['ProviderNotLoaded', 'Stripe not loaded'],
    ['SetupIntentFailed', 'Failed to create SetupIntent'],
    ['CardDeclined', 'Your card was declined.'],
    ['SetupNotSucceeded', 'Failed to save payment method'],
    ['SaveRefused', 'Failed to save payment method'],
    ['SaveFailed', 'Failed to save payment method'],
  ] as const)('%s: the toast and the message stay in the dialog', async (name, text) => {
    const Story = stories[name];
    render(<Story />);
    expect(await findToast(text)).toBeInTheDocument();
    expect(dialog().getByText(text)).toBeVisible();
    expect(dialog().getByRole('button', { name: 'Save Payment Method' })).toBeEnabled();
  });

  it('Saved: closed, the toast, and the new card as the default', async () => {
    render(<stories.Saved />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await findToast('Payment details saved successfully')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mastercard' })).toBeVisible();
  });

  it('CardFieldErrors: the sandbox checks show under their fields', async () => {
    render(<stories.CardFieldErrors />);
    expect(await dialog().findByText('Your card number is invalid.')).toBeVisible();
    expect(dialog().getByText('Your card’s expiration date is in the past.')).toBeVisible();
  });
});

describe("the Payment Methods card's stories", () => {
  const { NoCards, OneCard, SeveralCards } = composeStories(cardStories);

  it('show none, one and several cards, an unknown brand with the visa logo', () => {
    const none = render(<NoCards />);
    expect(screen.getByText(/No saved cards yet/)).toBeVisible();
    none.unmount();

    const one = render(<OneCard />);
    expect(screen.getByText('Default')).toBeVisible();
    one.unmount();

    render(<SeveralCards />);
    const logos = screen.getAllByRole('img').map((logo) => logo.getAttribute('aria-label'));
    expect(logos).toEqual(['Mastercard', 'Visa', 'American Express', 'Discover', 'Visa']);
  });
});
