import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';

describe('Card', () => {
  it('renders its title as a heading with the sections in order', () => {
    render(
      <Card data-testid="card" className="max-w-sm">
        <CardHeader>
          <CardTitle>Payment Methods</CardTitle>
          <CardDescription>Saved cards</CardDescription>
        </CardHeader>
        <CardContent>Visa ending in 4242</CardContent>
        <CardFooter>Update Details</CardFooter>
      </Card>,
    );
    expect(screen.getByRole('heading', { name: 'Payment Methods' })).toBeInTheDocument();
    const card = screen.getByTestId('card');
    expect(card).toHaveClass('max-w-sm', 'rounded-lg');
    expect(card).toHaveTextContent('Payment MethodsSaved cardsVisa ending in 4242Update Details');
  });
});
