import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

function Harness(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>Sign out everywhere</Button>}
      title="Sign out everywhere?"
      description="Every device is signed out."
      error={null}
      keepLabel="Stay signed in"
      confirmLabel="Sign out everywhere"
      busyLabel="Signing out..."
      busy={false}
      onConfirm={() => {}}
      {...props}
    />
  );
}

describe('ConfirmDialog', () => {
  it('asks in a dialog named by its title, and keeping closes it with focus back on the button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Sign out everywhere' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere?' });
    expect(dialog).toHaveAccessibleDescription('Every device is signed out.');
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms once asked, waits while busy, and shows the last failure as an alert', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { rerender } = render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out everywhere' }),
    );
    expect(onConfirm).toHaveBeenCalledTimes(1);

    // Still open: the request is under way, then it failed.
    rerender(<Harness onConfirm={onConfirm} busy error="Please try again." />);
    expect(screen.getByRole('button', { name: 'Signing out...' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again.');
  });
});
