import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackLink } from './back-link.tsx';

describe('BackLink', () => {
  it('is a link named by its text, the arrow hidden from screen readers', () => {
    render(<BackLink href="/sports">Back to Sports</BackLink>);
    const link = screen.getByRole('link', { name: 'Back to Sports' });
    expect(link).toHaveAttribute('href', '/sports');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('with asChild renders the child link itself, arrow included', async () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <BackLink asChild>
        <a href="/sports/tennis" onClick={onClick}>
          Back to Tennis Socials
        </a>
      </BackLink>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    const link = screen.getByRole('link', { name: 'Back to Tennis Socials' });
    expect(link).toHaveAttribute('href', '/sports/tennis');
    expect(link).toHaveClass('min-h-11', 'text-muted-foreground');
    expect(link.querySelector('svg')).not.toBeNull();
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
