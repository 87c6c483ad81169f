import type { Meta, StoryObj } from '@storybook/react-vite';
import { FRIDAY_SMASH } from '../socials/socials-fixtures.ts';
import { LeaveSocialDialog } from './leave-social-dialog.tsx';

const meta = {
  title: 'Activity/LeaveSocialDialog',
  component: LeaveSocialDialog,
  tags: ['autodocs'],
  args: {
    social: FRIDAY_SMASH,
    pricePaid: 12.5,
    refund: 'full',
    open: true,
    onOpenChange: () => {},
    leaving: false,
    error: null,
    onConfirm: () => {},
  },
} satisfies Meta<typeof LeaveSocialDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullRefund: Story = {};
export const NoRefund: Story = { args: { refund: 'none' } };
export const FreeSocial: Story = { args: { pricePaid: 0 } };
export const Leaving: Story = { args: { leaving: true } };
export const RefundChanged: Story = {
  args: {
    refund: 'none',
    error:
      'The refund for this booking has changed: it now starts within 24 hours, so cancelling refunds nothing. Please confirm again.',
  },
};
