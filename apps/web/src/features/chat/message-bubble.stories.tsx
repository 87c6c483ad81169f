import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageBubble, type BubbleMessage } from './message-bubble.tsx';

const theirs: BubbleMessage = {
  body: 'Are we still on for tennis tomorrow?',
  createdAt: '2026-11-22T09:55:00Z',
  senderName: 'Olivia Stone',
  mine: false,
  state: 'sent',
};
const mine: BubbleMessage = {
  ...theirs,
  body: 'Yes! 6pm at court 3.',
  senderName: 'You',
  mine: true,
};

const meta = {
  title: 'Chat/MessageBubble',
  component: MessageBubble,
  tags: ['autodocs'],
  args: { message: theirs },
  decorators: [
    (Story) => (
      <ol className="grid w-[22rem] max-w-full gap-3">
        <Story />
      </ol>
    ),
  ],
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Theirs: Story = {};
export const TheirsInAGroup: Story = { args: { showSender: true } };
export const Mine: Story = { args: { message: mine } };
export const MineSeen: Story = { args: { message: mine, seen: true } };
export const Pending: Story = { args: { message: { ...mine, state: 'sending' } } };
export const FailedWithRetry: Story = {
  args: {
    message: { ...mine, state: 'failed', error: 'You are sending messages too fast' },
    onRetry: () => {},
  },
};
export const LongText: Story = {
  args: {
    message: {
      ...theirs,
      body: `A very long message.\nWith a second line, and an unbroken word: ${'supercalifragilistic'.repeat(8)}`,
    },
  },
};
export const MarkupShownAsText: Story = {
  args: { message: { ...theirs, body: '<b>not bold</b> <img src=x onerror=alert(1)>' } },
};
