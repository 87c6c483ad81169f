import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeSwitch } from './theme-switch.tsx';

describe('ThemeSwitch', () => {
  it('is a named group of three choices with the current one checked', () => {
    render(<ThemeSwitch value="dark" onValueChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Device' })).not.toBeChecked();
  });

  it('chooses by click and by arrow key', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    render(<ThemeSwitch value="system" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(onValueChange).toHaveBeenLastCalledWith('light');
    screen.getByRole('radio', { name: 'Device' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith('light');
  });
});
