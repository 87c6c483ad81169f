import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SignOutEverywhereDialog } from './sign-out-everywhere-dialog.tsx';

/** 'Sign out everywhere' and the question it asks first. */
const meta = {
  title: 'Account/SignOutEverywhereDialog',
  component: SignOutEverywhereDialog,
  tags: ['autodocs'],
  args: { open: false, onOpenChange: fn(), signingOut: false, error: null, onConfirm: fn() },
} satisfies Meta<typeof SignOutEverywhereDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button, as the profile's account card shows it. */
export const Closed: Story = {};

/** What it does, 'Stay signed in' and 'Sign out everywhere'. */
export const Asking: Story = { args: { open: true } };

/** The request is on its way. */
export const SigningOut: Story = { args: { open: true, signingOut: true } };

/** It failed: the dialog stays, with the reason. */
export const Failed: Story = {
  args: { open: true, error: 'Unable to reach the server. Please check your connection.' },
};
