import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageItems } from './page-items.ts';
import { Pagination } from './pagination.tsx';

describe('pageItems', () => {
  it('lists every page when there are at most 7', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the neighbours of the current page of many', () => {
    expect(pageItems(1, 2000)).toEqual([1, 2, 3, 4, 5, 'gap-after', 2000]);
    expect(pageItems(50, 2000)).toEqual([1, 'gap-before', 49, 50, 51, 'gap-after', 2000]);
    expect(pageItems(2000, 2000)).toEqual([1, 'gap-before', 1996, 1997, 1998, 1999, 2000]);
  });
});

describe('Pagination', () => {
  it('is a navigation landmark of Previous, numbered pages and Next, the current page marked', () => {
    render(<Pagination page={50} totalPages={2000} onPageChange={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '49', '50', '51', '2000', 'Next']);
    expect(screen.getByRole('button', { name: 'Page 50' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 49' })).not.toHaveAttribute('aria-current');
    // The ellipses are decoration: they are not read out between the pages.
    expect(nav).toHaveTextContent('…');
    for (const gap of within(nav).getAllByText('…')) {
      expect(gap).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('asks for the page that was pressed, the previous one and the next one', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} totalPages={5} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it('cannot go before the first page or past the last, but keeps both buttons focusable', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
    await userEvent.click(previous);
    expect(onPageChange).not.toHaveBeenCalled();

    rerender(<Pagination page={3} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).not.toHaveAttribute('aria-disabled');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('keeps focus on Next when the keyboard reaches the last page with it', async () => {
    function Paged() {
      const [page, setPage] = useState(1);
      return <Pagination page={page} totalPages={2} onPageChange={setPage} />;
    }
    render(<Paged />);
    // Previous is unavailable on page 1 yet still a tab stop, like Next on the last page.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
  });
});
