import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotificationItem } from './notification-item.tsx';

const NOW = Date.parse('2026-11-22T10:00:00Z');

const meta = {
  title: 'Notifications/NotificationItem',
  component: NotificationItem,
  tags: ['autodocs'],
  args: {
    now: NOW,
    onOpen: fn(),
    onAddBack: fn(),
    notification: {
      id: 'f1',
      kind: 'friend-added',
      socialId: null,
      socialName: '',
      joinRequestId: null,
      firstName: 'Nina',
      lastName: 'Patel',
      avatar: '',
      playerId: 'nina',
      isFriend: false,
      createdAt: new Date(NOW - 5 * 60_000).toISOString(),
      organizerReadFlag: true,
    },
  },
  decorators: [
    (Story) => (
      <ul className="w-[24rem] max-w-full divide-y rounded-md border">
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Nina Patel added you as a friend', with 'Add back' in the entry. */
export const AddedYou: Story = {};

/** Adding back is on its way: the button waits. */
export const AddingBack: Story = { args: { addingBack: 'nina' } };

/** Already friends: no 'Add back'. */
export const AlreadyFriends: Story = {
  args: { notification: { ...meta.args.notification, isFriend: true } },
};

/** A place freed at a full social is held for the player: 'Olivia Smith has a place for you at Friday Smash: take it on Activity'. */
export const PlaceOffered: Story = {
  args: {
    notification: {
      id: 'w1',
      kind: 'waitlist-offer',
      socialId: 'social-1',
      socialName: 'Friday Smash',
      joinRequestId: null,
      firstName: 'Olivia',
      lastName: 'Smith',
      avatar: '',
      createdAt: new Date(NOW - 60_000).toISOString(),
      organizerReadFlag: true,
    },
  },
};
