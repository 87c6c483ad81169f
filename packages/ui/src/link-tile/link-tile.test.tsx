import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkTile, LinkTileDescription, LinkTileTitle } from './link-tile.tsx';

describe('LinkTile', () => {
  it("is a list item whose title's link is named by the title and covers the tile", () => {
    render(
      <ul>
        <LinkTile>
          <LinkTileTitle>
            <a href="/sports/tennis">Tennis</a>
          </LinkTileTitle>
          <LinkTileDescription>Social hits and round robins.</LinkTileDescription>
        </LinkTile>
      </ul>,
    );
    const link = screen.getByRole('link', { name: 'Tennis' });
    expect(link).toHaveAttribute('href', '/sports/tennis');
    expect(link).toHaveClass('after:absolute', 'after:inset-0');
    expect(screen.getByRole('heading', { level: 2, name: 'Tennis' })).toBeVisible();
    expect(screen.getByRole('listitem')).toHaveClass('relative', 'focus-within:ring-2');
    expect(screen.getByText('Social hits and round robins.')).toBeVisible();
  });

  it('keeps the link its own: the router link of the app is the one clicked', async () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <LinkTile as="article">
        <LinkTileTitle as="h3">
          <a href="/stadiums/msac" className="text-primary" onClick={onClick}>
            MSAC
          </a>
        </LinkTileTitle>
      </LinkTile>,
    );
    const link = screen.getByRole('link', { name: 'MSAC' });
    expect(link).toHaveClass('text-primary', 'after:inset-0');
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(link);
    expect(screen.getByRole('article')).toContainElement(link);
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
