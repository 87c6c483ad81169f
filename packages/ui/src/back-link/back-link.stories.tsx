import type { Meta, StoryObj } from '@storybook/react-vite';
import { BackLink } from './back-link.tsx';

const meta = {
  title: 'Components/BackLink',
  component: BackLink,
  tags: ['autodocs'],
  args: { href: '#sports', children: 'Back to Sports' },
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** How the app wraps its router link: the child anchor becomes the back link. */
export const AsChild: Story = {
  args: {
    asChild: true,
    href: undefined,
    children: <a href="#tennis">Back to Tennis Socials</a>,
  },
};
