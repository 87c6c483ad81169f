import type { Meta, StoryObj } from '@storybook/react-vite';
import { WaitlistPanel } from './waitlist-panel.tsx';

const noop = () => {};
/** A fixed deadline, so the story looks the same every time. */
const EXPIRES_AT = '2026-12-01T08:30:00.000Z';

const meta = {
  title: 'Socials/WaitlistPanel',
  component: WaitlistPanel,
  tags: ['autodocs'],
  args: {
    state: { kind: 'open', waiting: 3 },
    onJoin: noop,
    onLeave: noop,
    onTake: noop,
    onDecline: noop,
  },
  decorators: [
    (Story) => (
      <div className="w-[22rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WaitlistPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenToJoin: Story = {};
export const NobodyWaitingYet: Story = { args: { state: { kind: 'open', waiting: 0 } } };
export const Joining: Story = { args: { busy: true } };
export const InLine: Story = { args: { state: { kind: 'waiting', position: 2 } } };
export const Offered: Story = {
  args: { state: { kind: 'offered', expiresAt: EXPIRES_AT, secondsLeft: 7140 } },
};
export const OfferEndingSoon: Story = {
  args: { state: { kind: 'offered', expiresAt: EXPIRES_AT, secondsLeft: 452 } },
};
export const TakingThePlace: Story = {
  args: { busy: true, state: { kind: 'offered', expiresAt: EXPIRES_AT, secondsLeft: 7100 } },
};
