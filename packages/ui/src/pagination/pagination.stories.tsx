import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Pagination } from './pagination.tsx';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, totalPages: 5, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 3 } };
export const LastPage: Story = { args: { page: 5 } };
export const SinglePage: Story = { args: { totalPages: 1 } };
export const ManyPages: Story = { args: { page: 50, totalPages: 2000 } };
