import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  args: { className: 'w-80' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Social: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Sunday Doubles</CardTitle>
        <CardDescription>Riverside Tennis Club · 10:00 AM</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center justify-between text-sm">
        <span>6/8 players</span>
        <Badge variant="secondary">intermediate</Badge>
      </CardContent>
      <CardFooter>
        <Button className="w-full">Join</Button>
      </CardFooter>
    </Card>
  ),
};

export const ContentOnly: Story = {
  args: { children: <CardContent>Price per player - oneTime: $12</CardContent> },
};
