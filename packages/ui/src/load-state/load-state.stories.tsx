import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadState } from './load-state.tsx';

const meta = {
  title: 'Components/LoadState',
  component: LoadState,
  tags: ['autodocs'],
  args: {
    loading: false,
    children: <p>Friday Night Smash, Riverside Tennis Club, 7 Mar, 6:00 PM</p>,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoadState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true, loadingText: 'Loading socials...' } };

export const Failed: Story = {
  args: { error: { message: 'Could not load socials. Check your connection.' }, onRetry: fn() },
};

export const FailedWithoutRetry: Story = { args: { error: 'Social not found' } };

export const Empty: Story = {
  args: { empty: true, emptyText: 'No socials found. Try another sport or date.' },
};

export const Loaded: Story = {};
