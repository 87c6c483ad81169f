import type { Meta, StoryObj } from '@storybook/react-vite';
import { Label } from '../label/label.tsx';
import { Switch } from './switch.tsx';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { id: 'story-public-profile' },
  render: (args) => (
    <div className="flex min-h-11 items-center gap-3">
      <Switch {...args} />
      <Label htmlFor={args.id}>Public profile</Label>
    </div>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } };
