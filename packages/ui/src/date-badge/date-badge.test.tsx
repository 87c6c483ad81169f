import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateBadge, dateBadgeParts } from './date-badge.tsx';

describe('DateBadge', () => {
  it('reads a calendar date as written, whatever the time zone', () => {
    expect(dateBadgeParts('2026-12-05')).toEqual({
      month: 'Dec',
      day: '05',
      weekday: 'Sat',
      spoken: 'Saturday 5 December 2026',
    });
  });

  it('shows the month and day and says the whole date to screen readers', () => {
    render(<DateBadge date="2026-12-05" weekday />);
    const badge = screen.getByText('Saturday 5 December 2026').closest('time');
    expect(badge).toHaveAttribute('datetime', '2026-12-05');
    expect(badge).toHaveTextContent('Dec05Sat');
    expect(screen.getByText('05')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows nothing for a date it cannot read', () => {
    const { container } = render(<DateBadge date="soon" />);
    expect(container).toBeEmptyDOMElement();
  });
});
