import type { Meta, StoryObj } from '@storybook/react-vite';
import { Label } from '../label/label.tsx';
import { RadioGroup, RadioGroupItem, RadioGroupOption } from './radio-group.tsx';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { 'aria-label': 'Duration', className: 'w-72 max-w-full' },
  render: (args) => (
    <RadioGroup {...args}>
      <RadioGroupOption value="60" label="1 hour" />
      <RadioGroupOption value="120" label="2 hours" />
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};
export const Chosen: Story = { args: { defaultValue: '120' } };
export const Disabled: Story = { args: { defaultValue: '60', disabled: true } };

export const WithDescriptions: Story = {
  args: { 'aria-label': 'Payment method', defaultValue: 'apple-pay' },
  render: (args) => (
    <RadioGroup {...args}>
      <RadioGroupOption value="apple-pay" label="Apple Pay" description="Pay with Face ID" />
      <RadioGroupOption value="android-pay" label="Android Pay" description="Pay with Google" />
      <RadioGroupOption value="mastercard" label="Mastercard" description="Ending in 4242" />
    </RadioGroup>
  ),
};

export const WithOneOptionDisabled: Story = {
  args: { 'aria-label': 'Duration', defaultValue: '60' },
  render: (args) => (
    <RadioGroup {...args}>
      <RadioGroupOption value="60" label="1 hour" />
      <RadioGroupOption value="120" label="2 hours" description="Fully booked" disabled />
    </RadioGroup>
  ),
};

export const Invalid: Story = {
  args: {
    'aria-label': 'Duration',
    'aria-invalid': true,
    'aria-describedby': 'story-duration-error',
  },
  render: (args) => (
    <div className="grid gap-2">
      <RadioGroup {...args}>
        <RadioGroupOption value="60" label="1 hour" />
        <RadioGroupOption value="120" label="2 hours" />
      </RadioGroup>
      <p id="story-duration-error" className="text-sm text-destructive">
        Please choose a duration
      </p>
    </div>
  ),
};

export const BareItems: Story = {
  args: { 'aria-label': 'Court surface', defaultValue: 'clay', className: 'flex gap-4' },
  render: (args) => (
    <RadioGroup {...args}>
      <div className="flex items-center gap-2">
        <RadioGroupItem value="clay" id="story-clay" />
        <Label htmlFor="story-clay">Clay</Label>
      </div>
      <div className="flex items-center gap-2">
        <RadioGroupItem value="grass" id="story-grass" />
        <Label htmlFor="story-grass">Grass</Label>
      </div>
    </RadioGroup>
  ),
};
