import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Textarea } from './textarea.tsx';

describe('Textarea', () => {
  it('accepts multi-line text', async () => {
    render(<Textarea aria-label="Message" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(textarea, 'Hi coach{enter}Are you free?');
    expect(textarea).toHaveValue('Hi coach\nAre you free?');
  });

  it('is marked invalid when aria-invalid is set', () => {
    render(<Textarea aria-label="Message" aria-invalid="true" />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInvalid();
  });
});
