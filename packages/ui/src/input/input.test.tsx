import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from './input.tsx';

describe('Input', () => {
  it('accepts typed text', async () => {
    render(<Input aria-label="First name" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'Jane');
    expect(input).toHaveValue('Jane');
  });

  it('is marked invalid and styled as an error when aria-invalid is set', () => {
    render(<Input aria-label="Email" aria-invalid />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveClass('aria-invalid:border-destructive');
  });

  it('cannot be edited when disabled', async () => {
    render(<Input aria-label="Phone" disabled />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '123');
    expect(input).toBeDisabled();
    expect(input).toHaveValue('');
  });
});
