import type { SavedCard } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PaymentMethodsCard } from './payment-methods-card.tsx';

const card = (
  id: string,
  brand: string,
  last4: string,
  exp_month: number,
  exp_year: number,
  isDefault = false,
): SavedCard => ({
  id,
  card: { brand, last4, exp_month, exp_year },
  isDefault,
  cardholderName: 'Alex Morgan',
});

/** The profile's saved cards: none, one, several (every brand, and an unknown one shown as visa). */
const meta = {
  title: 'Payments/PaymentMethodsCard',
  component: PaymentMethodsCard,
  tags: ['autodocs'],
  args: { cards: [], loading: false, error: null, onRetry: fn(), onUpdate: fn() },
  decorators: [
    (Story) => (
      <div className="w-[24rem] max-w-full sm:w-[40rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentMethodsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No card saved yet: a line inviting to add one with Update Details. */
export const NoCards: Story = {};

/** The seed's sandbox card, the default. */
export const OneCard: Story = {
  args: { cards: [card('pm_visa', 'visa', '4242', 4, 2031, true)] },
};

/** Every brand with its logo; 'jcb' has none and shows visa's. */
export const SeveralCards: Story = {
  args: {
    cards: [
      card('pm_mc', 'mastercard', '4444', 12, 2034, true),
      card('pm_visa', 'visa', '4242', 4, 2031),
      card('pm_amex', 'amex', '8431', 9, 2029),
      card('pm_discover', 'discover', '1117', 1, 2030),
      card('pm_jcb', 'jcb', '0505', 6, 2032),
    ],
  },
};

/** The cards are on their way. */
export const Loading: Story = { args: { cards: undefined, loading: true } };

/** The list could not be read: the error and a retry. */
export const LoadError: Story = {
  args: {
    cards: undefined,
    error: { message: 'Unable to reach the server. Please check your connection.' },
  },
};
