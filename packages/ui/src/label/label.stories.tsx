import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from '../input/input.tsx';
import { Label } from './label.tsx';

const meta = {
  title: 'Components/Label',
  component: Label,
  tags: ['autodocs'],
  args: { children: 'Email' },
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithInput: Story = {
  args: { htmlFor: 'story-email' },
  render: (args) => (
    <div className="grid w-72 gap-2">
      <Label {...args} />
      <Input id="story-email" type="email" placeholder="jane@example.com" />
    </div>
  ),
};
