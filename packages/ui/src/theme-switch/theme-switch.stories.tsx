import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ThemePair } from '../storybook/theme-pair.tsx';
import { ThemeSwitch, type ThemeChoice } from './theme-switch.tsx';

const meta = {
  title: 'Components/ThemeSwitch',
  component: ThemeSwitch,
  tags: ['autodocs'],
  args: { value: 'system', onValueChange: fn() },
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FollowsTheDevice: Story = {};
export const Light: Story = { args: { value: 'light' } };
export const Dark: Story = { args: { value: 'dark' } };

function Chooser({ initial }: { initial: ThemeChoice }) {
  const [value, setValue] = useState<ThemeChoice>(initial);
  return <ThemeSwitch value={value} onValueChange={setValue} className="w-72" />;
}

/** Each choice, on the light theme and on the dark one; it can be clicked. */
export const AllStatesBothThemes: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <ThemePair>
      <div className="grid gap-4">
        <Chooser initial="system" />
        <Chooser initial="light" />
        <Chooser initial="dark" />
      </div>
    </ThemePair>
  ),
};
