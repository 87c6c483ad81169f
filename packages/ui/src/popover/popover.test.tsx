import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popover, PopoverClose, PopoverContent, PopoverTitle, PopoverTrigger } from './popover.tsx';

function NotificationsPopover({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <>
      <button type="button">Home</button>
      <Popover onOpenChange={onOpenChange}>
        <PopoverTrigger>Notifications</PopoverTrigger>
        <PopoverContent aria-label="Notifications panel">
          <p>Jane Doe asked to join Friday Night Smash.</p>
          <PopoverClose>Dismiss</PopoverClose>
        </PopoverContent>
      </Popover>
      <p>Page text</p>
    </>
  );
}

async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
  return screen.getByRole('dialog', { name: 'Notifications panel' });
}

describe('Popover', () => {
  it('opens from its trigger, which reports the expanded state', async () => {
    const onOpenChange = vi.fn();
    render(<NotificationsPopover onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Notifications' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();

    const panel = await openPanel();
    expect(panel).toHaveTextContent('Jane Doe asked to join Friday Night Smash.');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    render(<NotificationsPopover />);
    await openPanel();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });

  it('closes on a pointer down outside it', async () => {
    const onOpenChange = vi.fn();
    render(<NotificationsPopover onOpenChange={onOpenChange} />);
    await openPanel();

    await userEvent.click(screen.getByText('Page text'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('keeps Tab inside while open, and closes when focus moves elsewhere', async () => {
    render(<NotificationsPopover />);
    await openPanel();
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    expect(dismiss).toHaveFocus();
    // Radix loops Tab round the panel's own controls.
    await userEvent.tab();
    expect(dismiss).toHaveFocus();

    // Focus moved by something else (a screen reader's cursor, a script).
    act(() => screen.getByRole('button', { name: 'Home' }).focus());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Home' })).toHaveFocus();
  });

  it('is named by a PopoverTitle inside it', async () => {
    render(
      <Popover defaultOpen>
        <PopoverTrigger>Bell</PopoverTrigger>
        <PopoverContent>
          <PopoverTitle>Notifications</PopoverTitle>
        </PopoverContent>
      </Popover>,
    );
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('closes from a PopoverClose button', async () => {
    render(<NotificationsPopover />);
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  });
});
