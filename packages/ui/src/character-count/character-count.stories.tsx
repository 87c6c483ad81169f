import type { Meta, StoryObj } from '@storybook/react-vite';
import { CharacterCount } from './character-count.tsx';

const meta = {
  title: 'Components/CharacterCount',
  component: CharacterCount,
  tags: ['autodocs'],
  args: { id: 'story-count', length: 86, max: 1000 },
} satisfies Meta<typeof CharacterCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithinTheLimit: Story = {};
export const AtTheLimit: Story = { args: { length: 1000 } };
export const OverTheLimit: Story = { args: { length: 1042 } };
