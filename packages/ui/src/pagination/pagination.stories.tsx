import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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

/** Previous is dimmed and `aria-disabled`, yet still focusable: pressing it does nothing. */
export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 3 } };
/** Next is dimmed and `aria-disabled`, yet still focusable: pressing it does nothing. */
export const LastPage: Story = { args: { page: 5 } };
export const SinglePage: Story = { args: { totalPages: 1 } };
export const ManyPages: Story = { args: { page: 50, totalPages: 2000 } };

/** Pages for real: press Next with the keyboard up to the last page, and focus stays on Next. */
export const Interactive: Story = {
  render: function InteractivePagination({ totalPages, onPageChange }) {
    const [page, setPage] = useState(1);
    return (
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={(next) => {
          setPage(next);
          onPageChange(next);
        }}
      />
    );
  },
  args: { totalPages: 3 },
};
