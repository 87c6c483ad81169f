import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    trigger: <Button variant="outline">Reset address</Button>,
    title: 'Reset your calendar address?',
    description: 'Calendars subscribed to the current address stop updating.',
    error: null,
    keepLabel: 'Keep this address',
    confirmLabel: 'Reset address',
    busyLabel: 'Resetting...',
    busy: false,
    onConfirm: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question, what follows, and the two ways out. */
export const Asking: Story = {};

/** With what the confirmation changes, said beside the description. */
export const WithConsequences: Story = {
  args: {
    title: 'Leave this social?',
    description: 'Friday Night Smash',
    keepLabel: 'Keep my place',
    confirmLabel: 'Leave this social',
    busyLabel: 'Leaving...',
    children: <p className="font-medium">You will get $12.00 back.</p>,
  },
};

/** The request is on its way: the confirmation waits and says so. */
export const Busy: Story = { args: { busy: true } };

/** The last attempt failed: the server's words, as an alert. */
export const Failed: Story = {
  args: { error: 'The calendar address was not reset. Please try again.' },
};
