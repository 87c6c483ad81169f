import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemePair } from '@betterplay/ui/storybook';
import { GoingLine } from './who-is-going.tsx';

const olivia = { id: '1', firstName: 'Olivia', lastName: 'Chen', avatar: '' };
const sam = { id: '2', firstName: 'Sam', lastName: 'Park', avatar: '' };
const priya = { id: '3', firstName: 'Priya', lastName: 'Nair', avatar: '' };

const meta = {
  title: 'Features/Socials/Who is going',
  component: GoingLine,
  tags: ['autodocs'],
  args: { going: { total: 7, friends: 3, people: [olivia, sam, priya] } },
} satisfies Meta<typeof GoingLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FriendsGoing: Story = {};
export const OneFriend: Story = { args: { going: { total: 2, friends: 1, people: [olivia] } } };
export const NoFriends: Story = { args: { going: { total: 5, friends: 0, people: [] } } };
export const NoOneYet: Story = { args: { going: { total: 0, friends: 0, people: [] } } };
/** Holds its height while it loads, so nothing below moves. */
export const Loading: Story = { args: { going: undefined } };

export const AllStatesBothThemes: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <ThemePair>
      <GoingLine going={{ total: 7, friends: 3, people: [olivia, sam, priya] }} />
      <GoingLine going={{ total: 2, friends: 1, people: [olivia] }} />
      <GoingLine going={{ total: 5, friends: 0, people: [] }} />
      <GoingLine going={{ total: 0, friends: 0, people: [] }} />
    </ThemePair>
  ),
};
