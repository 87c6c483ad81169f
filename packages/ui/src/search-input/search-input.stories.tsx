import type { Meta, StoryObj } from '@storybook/react-vite';
import { MapPin } from 'lucide-react';
import { SearchInput } from './search-input.tsx';

const meta = {
  title: 'Components/SearchInput',
  component: SearchInput,
  tags: ['autodocs'],
  args: { 'aria-label': 'Search socials', placeholder: 'Search by social name or venue' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Typed: Story = { args: { defaultValue: 'Riverside' } };

/** Another icon for another kind of search. */
export const Location: Story = {
  args: { 'aria-label': 'Location', placeholder: 'Suburb or street', icon: MapPin },
};
