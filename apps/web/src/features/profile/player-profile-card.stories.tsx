import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlayerProfileCard } from './player-profile-card.tsx';

// A small inline picture, so the stories need no network.
const picture =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"%3E%3Crect width="64" height="64" fill="%230f766e"/%3E%3Ccircle cx="32" cy="26" r="12" fill="%23ccfbf1"/%3E%3Crect x="14" y="42" width="36" height="22" rx="11" fill="%23ccfbf1"/%3E%3C/svg%3E';

const meta = {
  title: 'Profile/PlayerProfileCard',
  component: PlayerProfileCard,
  tags: ['autodocs'],
  args: {
    player: {
      id: '5b0c8d1e-6a55-4a43-9c1e-0f4b1f2b9d10',
      firstName: 'Olivia',
      lastName: 'Stone',
      avatar: picture,
      visibility: 'public',
      age: 27,
      height: 1.65,
      weight: 58,
      sportPreferences: ['Badminton', 'Swimming'],
    },
  },
  decorators: [
    (Story) => (
      <div className="w-[24rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlayerProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A public profile: details and sports, in feet and pounds. */
export const Public: Story = {};

/** A private profile: the server sends only the name and photo. */
export const Private: Story = {
  args: {
    player: {
      id: '5b0c8d1e-6a55-4a43-9c1e-0f4b1f2b9d10',
      firstName: 'Olivia',
      lastName: 'Stone',
      avatar: '',
      visibility: 'private',
    },
  },
};
