import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../button/button.tsx';
import { toast, type ToastOptions } from './toast-store.ts';

type ToastDemoProps = ToastOptions & { showOnMount?: boolean };

/** The Toaster itself is rendered once for every story by the preview decorator. */
function ToastDemo({ showOnMount = false, ...options }: ToastDemoProps) {
  useEffect(() => {
    if (showOnMount) toast(options);
    // Only the first render's options: re-running on every args change would stack timers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showOnMount]);
  return (
    <Button
      variant={options.variant === 'destructive' ? 'destructive' : 'default'}
      onClick={() => toast(options)}
    >
      Show toast
    </Button>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  tags: ['autodocs'],
  args: { title: 'Friend added', description: 'Jane Doe is now your friend.' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'destructive'] },
    title: { control: 'text' },
    description: { control: 'text' },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 220 } } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Destructive: Story = {
  args: {
    variant: 'destructive',
    title: 'Error',
    description: 'Failed to add friend. Please try again.',
  },
};
export const TitleOnly: Story = { args: { title: 'Signed out', description: undefined } };
export const ShownOnLoad: Story = {
  args: {
    showOnMount: true,
    title: 'Sign in successful',
    description: 'Welcome back, Jane!',
  },
};
/** An action that undoes what was just done, for as long as the toast shows. */
export const WithUndo: Story = {
  args: {
    showOnMount: true,
    title: 'Request rejected',
    description: undefined,
    action: { label: 'Undo', altText: 'Undo rejecting the request', onClick: () => {} },
  },
};
