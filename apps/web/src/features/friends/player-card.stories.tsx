import type { PlayerCard as Player } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { FriendActions } from './friend-actions.tsx';
import { PlayerCard } from './player-card.tsx';

const priya: Player = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Priya',
  lastName: 'Shah',
  avatar: 'avatar.png',
  sports: ['Tennis', 'Badminton', 'Swimming'],
  isFriend: true,
};
const sam: Player = {
  ...priya,
  id: '22222222-2222-4222-8222-222222222222',
  firstName: 'Sam',
  lastName: 'Lee',
  sports: ['Soccer'],
  isFriend: false,
};

/** The friends screen's card: a player, then Chat, Profile and Remove or Add Friend. */
const meta = {
  title: 'Features/Friends/Player card',
  component: PlayerCard,
  tags: ['autodocs'],
  // The actions are links into the app; a phone-wide frame, as the cards are laid out first.
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div className="w-[358px] max-w-full">
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: { player: priya },
} satisfies Meta<typeof PlayerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const actions = (player: Player, pending: 'adding' | 'removing' | null = null) => (
  <FriendActions player={player} pending={pending} onAdd={fn()} onRemove={fn()} />
);

/** A friend: Chat (/chat?user={id}), Profile (/profile/{id}) and Remove. */
export const Friend: Story = { args: { player: priya, actions: actions(priya) } };

/** A search result who is not a friend yet: Add Friend. */
export const NonFriendResult: Story = { args: { player: sam, actions: actions(sam) } };

/** Add Friend sent, the answer not back: a spinner, and pressing again does nothing. */
export const Adding: Story = { args: { player: sam, actions: actions(sam, 'adding') } };

/** Remove sent, the answer not back: a spinner on Remove; Chat and Profile still work. */
export const Removing: Story = { args: { player: priya, actions: actions(priya, 'removing') } };

/** A private profile shows no sports. */
export const PrivateProfile: Story = {
  args: { player: { ...sam, sports: [] }, actions: actions({ ...sam, sports: [] }) },
};

/** A long name wraps inside the card instead of widening the page. */
export const LongName: Story = {
  args: {
    player: {
      ...priya,
      firstName: 'Maximiliana-Alexandrina',
      lastName: 'Montgomery-Wolfeschlegel',
    },
    actions: actions(priya),
  },
};

/** Without actions, as another screen may show a player (e.g. to choose one). */
export const WithoutActions: Story = { args: { player: sam } };
