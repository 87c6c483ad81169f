import { describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button.tsx';

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Accept</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not call onClick when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child anchor with the button styles when asChild is set', () => {
    render(
      <Button asChild variant="outline">
        <a href="/sports">Sports</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Sports' });
    expect(link).toHaveAttribute('href', '/sports');
    expect(link).toHaveClass('border-input');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('forwards the ref and native props, merging classes', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} type="submit" className="w-full px-10">
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveClass('w-full', 'px-10', 'bg-primary');
    expect(button).not.toHaveClass('px-4');
  });
});
