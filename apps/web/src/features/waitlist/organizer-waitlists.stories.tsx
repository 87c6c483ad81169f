import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WaitlistLines } from './organizer-waitlists.tsx';

const meta = {
  title: 'Organizer/WaitlistLines',
  component: WaitlistLines,
  tags: ['autodocs'],
  args: {
    lines: [
      {
        socialId: 'social-9',
        socialName: 'Friday Night Smash',
        entries: [
          {
            userId: 'u-sam',
            firstName: 'Sam',
            lastName: 'Lee',
            position: 1,
            offer: { id: 'o-1', expiresAt: '2026-12-01T08:30:00.000Z' },
          },
          { userId: 'u-priya', firstName: 'Priya', lastName: 'Shah', position: 2, offer: null },
        ],
      },
    ],
  },
  decorators: [
    (Story) => (
      <QueryClientProvider client={new QueryClient()}>
        <Story />
      </QueryClientProvider>
    ),
  ],
} satisfies Meta<typeof WaitlistLines>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAnOffer: Story = {};
export const NobodyWaiting: Story = { args: { lines: [] } };
