import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input.tsx';

describe('SearchInput', () => {
  it('is a search box named by its label, its icon hidden from screen readers', async () => {
    const onChange = vi.fn();
    render(
      <>
        <label htmlFor="venue">Search by venue</label>
        <SearchInput id="venue" onChange={onChange} />
      </>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search by venue' });
    expect(box).toHaveClass('pl-9', 'h-11');
    expect(box.parentElement?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.type(box, 'MSAC');
    expect(onChange).toHaveBeenCalledTimes(4);
  });
});
