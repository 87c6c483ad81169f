import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from './toaster.tsx';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, resetToasts, toast } from './toast-store.ts';
import { useToast } from './use-toast.ts';

afterEach(() => {
  vi.useRealTimers();
  resetToasts();
});

describe('toast', () => {
  it('shows the title and description in the Toaster', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Sign in successful', description: 'Welcome back, Jane!' });
    });
    expect(await screen.findByText('Sign in successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Jane!')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /notifications/i })).toContainElement(
      screen.getByText('Sign in successful'),
    );
  });

  it('shows one notification at a time: a second toast replaces the first', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Friend added' });
    });
    await screen.findByText('Friend added');
    act(() => {
      toast({ title: 'Friend removed' });
    });
    expect(await screen.findByText('Friend removed')).toBeInTheDocument();
    expect(screen.queryByText('Friend added')).toBeNull();
  });

  it('renders the destructive variant for errors', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Error', description: 'Failed to add friend.', variant: 'destructive' });
    });
    const title = await screen.findByText('Error');
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
  });

  it('closes with the dismiss button and through the returned handle', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Friend added' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Friend added')).toBeNull();

    let handle = { id: '', dismiss: () => {} };
    act(() => {
      handle = toast({ title: 'Signed out' });
    });
    await screen.findByText('Signed out');
    act(() => handle.dismiss());
    expect(screen.queryByText('Signed out')).toBeNull();
  });

  it('auto-closes after the duration and leaves the store only after the long removal delay', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Message sent to Coach Sam' });
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Message sent to Coach Sam')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS));
    expect(screen.queryByText('Message sent to Coach Sam')).toBeNull();
    expect(result.current.toasts).toMatchObject([{ open: false }]);

    await act(() => vi.advanceTimersByTimeAsync(TOAST_REMOVE_DELAY_MS));
    expect(result.current.toasts).toEqual([]);
  });

  it('offers its action as a button that acts and closes the toast', async () => {
    const onClick = vi.fn();
    render(<Toaster />);
    act(() => {
      toast({
        title: 'Request rejected',
        action: { label: 'Undo', altText: 'Undo rejecting the request', onClick },
      });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Request rejected')).toBeNull();
  });
});
