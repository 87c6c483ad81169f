import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './payment-history-card.stories.tsx';

const { NoPayments, EveryStatus, Loading, Failed } = composeStories(stories);

describe('the profile’s Payments card', () => {
  it('says what will show there before anything was paid', () => {
    render(<NoPayments />);
    expect(screen.getByRole('heading', { name: 'Payments' })).toBeVisible();
    expect(screen.getByText(/No payments yet/)).toBeVisible();
  });

  it('lists each payment with what it was for, its amount and its status in words', () => {
    render(<EveryStatus />);
    const table = within(screen.getByRole('table', { name: 'Your payments' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent('Sunday Doubles');
    expect(rows[0]).toHaveTextContent('$15');
    expect(rows[0]).toHaveTextContent('Held on card');
    expect(rows[3]).toHaveTextContent('Court 2 at MSAC');
    expect(rows[3]).toHaveTextContent('$28');
    ['Held on card', 'Paid', 'Released', 'Paid', 'Refunded', 'Failed'].forEach((status, at) =>
      expect(rows[at]).toHaveTextContent(status),
    );
    expect(table.queryByText(/Better Play:/)).toBeNull();
  });

  it('shows loading, then a failure with a way to try again', () => {
    const loading = render(<Loading />);
    expect(screen.getByText('Loading your payments...')).toBeVisible();
    loading.unmount();
    render(<Failed />);
    expect(screen.getByText('Network error. Please check your connection.')).toBeVisible();
    expect(screen.getByRole('button', { name: /try again/i })).toBeVisible();
  });
});
