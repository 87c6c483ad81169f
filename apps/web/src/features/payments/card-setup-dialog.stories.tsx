import type { CardSetupFailure } from '@betterplay/machines';
import { toast } from '@betterplay/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ComponentProps } from 'react';
import { fn } from 'storybook/test';
import { CardSetupDialogView } from './card-setup-dialog-view.tsx';
import { failureText } from './card-setup-texts.ts';
import { PaymentMethodsCard } from './payment-methods-card.tsx';
import { SandboxCardForm } from './sandbox-card-form.tsx';

const typedCard = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const savedVisa = {
  id: 'pm_visa',
  card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 },
  isDefault: true,
  cardholderName: 'Alex Morgan',
};
const newMastercard = {
  id: 'pm_new',
  card: { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2034 },
  isDefault: true,
  cardholderName: 'Alex Morgan',
};

/** Raises the toast the machine's action raises on entering the story's state. */
function ToastOnShow({ title, destructive }: { title: string; destructive: boolean }) {
  useEffect(() => {
    const shown = toast({ title, variant: destructive ? 'destructive' : 'default' });
    return shown.dismiss;
  }, [title, destructive]);
  return null;
}

type ViewArgs = ComponentProps<typeof CardSetupDialogView>;

/** The profile's card under the dialog, as on the page. */
function OnProfile(args: ViewArgs & { toastTitle?: string }) {
  const { toastTitle, ...view } = args;
  const cards =
    view.state === 'saved' ? [{ ...savedVisa, isDefault: false }, newMastercard] : [savedVisa];
  return (
    <div className="w-[24rem] max-w-full sm:w-[40rem]">
      <PaymentMethodsCard cards={cards} loading={false} onUpdate={fn()} />
      <CardSetupDialogView {...view} />
      {toastTitle ? <ToastOnShow title={toastTitle} destructive={view.state === 'failed'} /> : null}
    </div>
  );
}

/**
 * 'Update Payment Details' in every state of the card setup machine (cardSetup.machine.ts), with
 * the sandbox card field; each failure of the product's error catalogue raises its toast.
 */
const meta = {
  title: 'Payments/CardSetupDialog',
  component: CardSetupDialogView,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    state: 'idle',
    cardholderName: '',
    failure: null,
    cardField: <SandboxCardForm />,
    onCardholderChange: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
  render: (args) => <OnProfile {...args} />,
} satisfies Meta<typeof CardSetupDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** closed: the profile's card, its Update Details button opens the dialog. */
export const Closed: Story = { args: { state: 'closed' } };

/** idle: the dialog just opened, nothing typed. */
export const Idle: Story = {};

/** idle, filled in: a name and a sandbox test card. */
export const Filled: Story = {
  args: { cardholderName: 'Alex Morgan', cardField: <SandboxCardForm defaultValues={typedCard} /> },
};

/** idle after the card field's own checks failed (Luhn rule, past expiry, short CVC). */
export const CardFieldErrors: Story = {
  args: {
    cardholderName: 'Alex Morgan',
    cardField: (
      <SandboxCardForm
        defaultValues={{ number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12' }}
        showErrors
      />
    ),
  },
};

const busy = (state: 'validating' | 'creatingIntent' | 'confirming' | 'saving'): Story => ({
  args: {
    state,
    cardholderName: 'Alex Morgan',
    cardField: <SandboxCardForm defaultValues={typedCard} />,
  },
});

/** validating: the name and the provider are checked (a moment). */
export const Validating = busy('validating');
/** creatingIntent: 'Saving...', both buttons held. */
export const CreatingIntent = busy('creatingIntent');
/** confirming: the provider checks the card. */
export const Confirming = busy('confirming');
/** saving: the card is saved as the default. */
export const Saving = busy('saving');

/** saved: the dialog closed, the new card is the default, the toast says so. */
export const Saved: Story = {
  args: { state: 'saved' },
  render: (args) => <OnProfile {...args} toastTitle="Payment details saved successfully" />,
};

const failed = (failure: CardSetupFailure, cardholderName = 'Alex Morgan'): Story => ({
  args: {
    state: 'failed',
    failure,
    cardholderName,
    cardField: <SandboxCardForm defaultValues={typedCard} />,
  },
  render: (args) => <OnProfile {...args} toastTitle={failureText(failure)} />,
});

/** failed: the name was empty ('Please fill in all fields'). */
export const MissingFields = failed({ reason: 'missingFields' }, '');
/** failed: Stripe.js did not load ('Stripe not loaded'). */
export const ProviderNotLoaded = failed({ reason: 'providerNotLoaded' });
/** failed: the SetupIntent request failed ('Failed to create SetupIntent'). */
export const SetupIntentFailed = failed({ reason: 'setupIntentFailed' });
/** failed: the provider refused the card, in its own words. */
export const CardDeclined = failed({
  reason: 'cardDeclined',
  providerMessage: 'Your card was declined.',
});
/** failed: the setup's status was not succeeded ('Failed to save payment method'). */
export const SetupNotSucceeded = failed({ reason: 'setupNotSucceeded' });
/** failed: the save answered another message than 'Created'. */
export const SaveRefused = failed({ reason: 'saveRefused' });
/** failed: the save request threw. */
export const SaveFailed = failed({ reason: 'saveFailed' });
