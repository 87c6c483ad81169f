import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadState } from './load-state.tsx';

const content = <p>Friday Night Smash</p>;

describe('LoadState', () => {
  it('announces loading with the default text and hides the content', () => {
    render(<LoadState loading>{content}</LoadState>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Friday Night Smash')).toBeNull();
  });

  it('uses the given loading text and reserves the given height', () => {
    render(<LoadState loading loadingText="Loading socials..." minHeight="24rem" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading socials...');
    expect(status).toHaveStyle({ minHeight: '24rem' });
  });

  it('shows an error as an alert whose Try again button retries', async () => {
    const onRetry = vi.fn();
    render(
      <LoadState loading={false} error={new Error('Network down')} onRetry={onRetry}>
        {content}
      </LoadState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Network down');
    expect(screen.queryByText('Friday Night Smash')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a text error without a button when there is no way to retry', () => {
    render(<LoadState loading={false} error="Social not found" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Social not found');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the empty text instead of the content', () => {
    render(
      <LoadState loading={false} empty emptyText="No socials found">
        {content}
      </LoadState>,
    );
    expect(screen.getByText('No socials found')).toBeVisible();
    expect(screen.queryByText('Friday Night Smash')).toBeNull();
  });

  it('shows the content once loaded', () => {
    render(
      <LoadState loading={false} error={null} empty={false}>
        {content}
      </LoadState>,
    );
    expect(screen.getByText('Friday Night Smash')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
