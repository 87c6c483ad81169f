import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CharacterCount } from './character-count.tsx';

describe('CharacterCount', () => {
  it('shows the length against the limit, quietly, while within it', () => {
    render(<CharacterCount id="count" length={1000} max={1000} />);
    const count = screen.getByText('1,000 / 1,000');
    expect(count).toHaveClass('text-muted-foreground');
  });

  it('turns red and says by how much once over the limit', () => {
    render(<CharacterCount id="count" length={5000} max={1000} />);
    const count = screen.getByText('5,000 / 1,000 · 4,000 too many');
    expect(count).toHaveClass('text-destructive');
  });
});
