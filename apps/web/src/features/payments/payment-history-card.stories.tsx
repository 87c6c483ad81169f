import type { PaymentRecord } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PaymentHistoryCard } from './payment-history-card.tsx';

const payment = (
  id: string,
  kind: PaymentRecord['kind'],
  status: PaymentRecord['status'],
  amountCents: number,
  description: string,
  createdAt: string,
): PaymentRecord => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  kind,
  status,
  amountCents,
  description,
  createdAt,
});

/** The profile's Payments card: none yet, every status, a long name, loading and failing. */
const meta = {
  title: 'Payments/PaymentHistoryCard',
  component: PaymentHistoryCard,
  tags: ['autodocs'],
  args: { payments: [], loading: false, error: null, onRetry: fn() },
  decorators: [
    (Story) => (
      <div className="w-[24rem] max-w-full sm:w-[40rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentHistoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing paid yet: a line saying what will show here. */
export const NoPayments: Story = {};

/** One of each status, newest first, as a player who books and joins a lot sees them. */
export const EveryStatus: Story = {
  args: {
    payments: [
      payment(
        '1',
        'social',
        'authorised',
        1500,
        'Better Play: Sunday Doubles',
        '2026-11-26T09:00:00Z',
      ),
      payment(
        '2',
        'social',
        'captured',
        1500,
        'Better Play: Friday Social',
        '2026-11-25T18:00:00Z',
      ),
      payment(
        '3',
        'social',
        'voided',
        1200,
        'Better Play: Beginners Rally',
        '2026-11-24T12:00:00Z',
      ),
      payment(
        '4',
        'court',
        'charged',
        2800,
        'Better Play: Court 2 at MSAC, 28 Nov 6:00 PM',
        '2026-11-23T08:30:00Z',
      ),
      payment(
        '5',
        'share',
        'refunded',
        1400,
        'Better Play: Court 1 at MSAC, 20 Nov 7:00 PM',
        '2026-11-19T20:00:00Z',
      ),
      payment(
        '6',
        'court',
        'failed',
        2800,
        'Better Play: Court 3 at MSAC, 18 Nov 5:00 PM',
        '2026-11-17T10:00:00Z',
      ),
    ],
  },
};

/** A social named with a 120-character word: it wraps inside the card, never sideways. */
export const LongName: Story = {
  args: {
    payments: [
      payment(
        '7',
        'social',
        'captured',
        990,
        `Better Play: ${'Badminton'.repeat(13)}`,
        '2026-11-26T09:00:00Z',
      ),
    ],
  },
};

/** The payments are on their way. */
export const Loading: Story = { args: { payments: undefined, loading: true } };

/** They could not be loaded: the reason and a way to try again. */
export const Failed: Story = {
  args: {
    payments: undefined,
    error: { message: 'Network error. Please check your connection.' },
  },
};
