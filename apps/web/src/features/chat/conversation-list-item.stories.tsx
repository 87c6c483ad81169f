import type { ChatMessage, ConversationSummary, Person } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ConversationListItem } from './conversation-list-item.tsx';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const me: Person = { id: 'me', firstName: 'Alex', lastName: 'Morgan', avatar: 'avatar.png' };
const olivia: Person = { id: 'olivia', firstName: 'Olivia', lastName: 'Stone', avatar: '' };

const message = (body: string, sender: Person, minutesAgo: number): ChatMessage => ({
  id: String(100 + minutesAgo),
  conversationId: 'c1',
  clientId: `client-${minutesAgo}`,
  sender,
  body,
  createdAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
});

const direct: ConversationSummary = {
  id: 'c1',
  kind: 'direct',
  title: 'Olivia Stone',
  avatar: '',
  otherUser: olivia,
  social: null,
  memberCount: 2,
  lastMessage: message('Are we still on for tennis tomorrow?', olivia, 5),
  unreadCount: 0,
  muted: false,
  lastReadMessageId: '105',
  othersReadUpTo: '0',
  updatedAt: new Date(NOW - 5 * 60_000).toISOString(),
};

const meta = {
  title: 'Chat/ConversationListItem',
  component: ConversationListItem,
  tags: ['autodocs'],
  args: {
    conversation: direct,
    me: me.id,
    openHref: '?conversation=c1',
    selected: false,
    now: NOW,
  },
  decorators: [
    (Story) => (
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ul className="grid w-[22rem] max-w-full gap-2">
            <Story />
          </ul>
        </MemoryRouter>
      </QueryClientProvider>
    ),
  ],
} satisfies Meta<typeof ConversationListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Read: Story = {};
export const Unread: Story = { args: { conversation: { ...direct, unreadCount: 3 } } };
export const ManyUnread: Story = { args: { conversation: { ...direct, unreadCount: 120 } } };
export const Muted: Story = { args: { conversation: { ...direct, unreadCount: 3, muted: true } } };
export const NoMessages: Story = {
  args: {
    conversation: {
      ...direct,
      lastMessage: null,
      updatedAt: new Date(NOW - 2 * 86_400_000).toISOString(),
    },
  },
};
export const MyLastMessage: Story = {
  args: { conversation: { ...direct, lastMessage: message('See you there!', me, 65) } },
};
export const Selected: Story = { args: { selected: true } };
export const SocialGroup: Story = {
  args: {
    conversation: {
      ...direct,
      id: 'c2',
      kind: 'social',
      title: 'Friday Night Smash',
      otherUser: null,
      social: {
        id: 's1',
        name: 'Friday Night Smash',
        description: 'Doubles for every level.',
        category: 'badminton',
        organizerId: 'olivia',
      },
      memberCount: 14,
      unreadCount: 1,
      lastMessage: message('Bring spare shuttles please', olivia, 30),
    },
  },
};
export const LongTitleAndMessage: Story = {
  args: {
    conversation: {
      ...direct,
      title: 'Maximilian Alexander-Worthington',
      lastMessage: message('x'.repeat(300), olivia, 3),
      unreadCount: 2,
    },
  },
};
