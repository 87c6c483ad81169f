import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailText } from './email-text.tsx';

const meta = {
  title: 'Components/EmailText',
  component: EmailText,
  tags: ['autodocs'],
  args: { email: 'alex.morgan@example.com' },
  decorators: [
    (Story) => (
      <p className="w-40 rounded-md border p-2 text-sm">
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof EmailText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {};
/** In a 160 px box the address breaks after the @ and before the dots. */
export const Long: Story = {
  args: { email: 'bartholomew.featherstonehaugh@players.betterplay.example.com' },
};
