import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FileInput } from './file-input.tsx';

const meta = {
  title: 'Components/FileInput',
  component: FileInput,
  tags: ['autodocs'],
  args: {
    label: 'Profile photo',
    accept: 'image/png, image/jpeg',
    maxSizeBytes: 5 * 1024 * 1024,
    preview: true,
    onFileChange: fn(),
    onReject: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a PNG or JPEG to see its name, a preview and the Remove button. */
export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: 'PNG or JPEG, up to 5 MB.' },
};

export const Invalid: Story = {
  args: {
    description: 'PNG or JPEG, up to 5 MB.',
    error: 'The photo must be a PNG or JPEG of at most 5 MB.',
  },
};

export const Disabled: Story = { args: { disabled: true } };
