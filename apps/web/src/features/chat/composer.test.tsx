import { CHAT_LIMITS } from '@betterplay/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Composer, COUNTER_FROM } from './composer.tsx';

const field = () => screen.getByRole('textbox', { name: 'Message' });
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('Composer', () => {
  it('shows no counter until near the limit, then counts', () => {
    render(<Composer onSend={() => {}} />);
    type('x'.repeat(COUNTER_FROM - 1));
    expect(screen.queryByText(/\/ 4,000/)).toBeNull();
    type('x'.repeat(COUNTER_FROM));
    expect(screen.getByText(`${COUNTER_FROM.toLocaleString('en-US')} / 4,000`)).toBeVisible();
    expect(field()).toHaveAccessibleDescription(`${COUNTER_FROM.toLocaleString('en-US')} / 4,000`);
  });

  it('blocks a message over 4,000 characters, saying why', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<Composer onSend={onSend} />);
    type('x'.repeat(CHAT_LIMITS.bodyMax + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('A message can be at most 4000 characters');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    field().focus();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();

    type('x'.repeat(CHAT_LIMITS.bodyMax));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('x'.repeat(CHAT_LIMITS.bodyMax));
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
  });

  it('does not send while an input method is composing a word', () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    type('にほん');
    fireEvent.keyDown(field(), { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('にほん');
  });
});
