import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './avatar.tsx';

const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#a7f3d0"/><circle cx="32" cy="26" r="12" fill="#047857"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#047857"/></svg>',
  );

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { firstName: 'Jane', lastName: 'Doe', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = { args: { src: PICTURE } };
export const InitialsForDefaultAvatar: Story = { args: { src: 'avatar.png' } };
export const InitialsForEmptySource: Story = { args: { src: '' } };
export const InitialsForBrokenImage: Story = { args: { src: 'data:image/png;base64,broken' } };
export const FirstNameOnly: Story = { args: { lastName: undefined, src: null } };
export const Small: Story = { args: { size: 'sm', src: 'avatar.png' } };
export const Large: Story = { args: { size: 'lg', src: PICTURE } };
