import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { BackLink } from '../back-link/back-link.tsx';
import { Button } from '../button/button.tsx';
import { PageHeader } from './page-header.tsx';

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: { title: 'Tennis Socials' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithBackLink: Story = {
  args: { back: <BackLink href="#sports">Back to Sports</BackLink> },
};

export const WithDescription: Story = {
  args: {
    title: 'Your Activity',
    description: 'The socials you have booked, requested or played.',
  },
};

export const WithActions: Story = {
  args: {
    title: 'Your Social Events',
    back: <BackLink href="#organiser">Back to Dashboard</BackLink>,
    actions: (
      <Button className="h-11 sm:h-9">
        <Plus aria-hidden />
        Add new Social
      </Button>
    ),
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Join Supercalifragilisticexpialidocious Wednesday Evening Pickleball Ladder',
    back: <BackLink href="#social">Back to the social</BackLink>,
  },
};
