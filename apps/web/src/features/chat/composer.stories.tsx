import { CHAT_LIMITS } from '@betterplay/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Composer, COUNTER_FROM } from './composer.tsx';

const meta = {
  title: 'Chat/Composer',
  component: Composer,
  tags: ['autodocs'],
  args: { onSend: () => {} },
  decorators: [
    (Story) => (
      <div className="w-[22rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Typing: Story = { args: { defaultValue: 'See you at 6pm!\nI will bring the balls.' } };
export const NearLimit: Story = { args: { defaultValue: 'x'.repeat(COUNTER_FROM + 150) } };
export const OverLimit: Story = { args: { defaultValue: 'x'.repeat(CHAT_LIMITS.bodyMax + 12) } };
export const Sending: Story = { args: { sending: true } };
export const Disabled: Story = { args: { disabled: true } };
