import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
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
export const WithInAppLink: Story = {
  args: {
    message: {
      ...theirs,
      senderName: 'Alex Morgan',
      body: 'I split Court 1 at MSAC with you. Pay or decline it here: /activity?share=5d2f9a51-6b0e-4f7e-8f1c-1c5e7e3b2a02',
    },
  },
  // Its link is a router link.
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
};
