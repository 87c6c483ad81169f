import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from '../input/input.tsx';
import { FormField } from './form-field.tsx';

const meta = {
  title: 'Components/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: {
    id: 'story-email',
    label: 'Email',
    children: (control) => <Input {...control} type="email" defaultValue="alex@example.com" />,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {};

export const Invalid: Story = {
  args: {
    error: 'Please enter a valid email',
    children: (control) => <Input {...control} type="email" defaultValue="alex@" />,
  },
};

/** A free-text field shows how much of its limit is used. */
export const WithCounter: Story = {
  args: {
    id: 'story-venue',
    label: 'Venue',
    count: { length: 4, max: 120 },
    children: (control) => <Input {...control} defaultValue="MSAC" />,
  },
};

export const OverTheLimit: Story = {
  args: {
    id: 'story-venue-long',
    label: 'Venue',
    error: 'Venue must be at most 120 characters',
    count: { length: 134, max: 120 },
    children: (control) => <Input {...control} defaultValue={'Melbourne '.repeat(13) + 'Park'} />,
  },
};
