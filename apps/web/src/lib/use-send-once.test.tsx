import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSendOnce } from './use-send-once.ts';

function SendButton({ send, onError }: { send: () => Promise<string>; onError?: () => void }) {
  const mutation = useSendOnce({ mutationFn: send, ...(onError ? { onError } : {}) });
  return (
    <button type="button" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
      {mutation.isSuccess ? mutation.data : 'Send'}
    </button>
  );
}

function renderButton(props: Parameters<typeof SendButton>[0]) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SendButton {...props} />
    </QueryClientProvider>,
  );
}

describe('useSendOnce', () => {
  it('sends once for a double click, and the button waits until the answer', async () => {
    let answer = (_value: string) => {};
    const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    renderButton({ send });
    const button = screen.getByRole('button', { name: 'Send' });
    // Both clicks before React renders the busy button, as a quick double click can land.
    fireEvent.click(button);
    fireEvent.click(button);
    await userEvent.dblClick(button);
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    answer('Sent');
    expect(await screen.findByRole('button', { name: 'Sent' })).toBeEnabled();
  });

  it('sends again once the first request has failed', async () => {
    const onError = vi.fn();
    const send = vi.fn().mockRejectedValueOnce(new Error('Offline')).mockResolvedValue('Sent');
    renderButton({ send, onError });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Sent' })).toBeVisible();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
