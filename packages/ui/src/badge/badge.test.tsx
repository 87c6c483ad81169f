import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Badge } from './badge.tsx';

describe('Badge', () => {
  it('renders its content with the chosen variant', () => {
    render(<Badge variant="destructive">3</Badge>);
    expect(screen.getByText('3')).toHaveClass('bg-destructive', 'text-destructive-foreground');
  });

  it('uses the primary colours by default', () => {
    render(<Badge>Default</Badge>);
    expect(screen.getByText('Default')).toHaveClass('bg-primary', 'text-primary-foreground');
  });
});
