import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SheetSide } from './sheet.tsx';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './sheet.tsx';

function SideMenu({ side }: { side?: SheetSide }) {
  return (
    <Sheet>
      <SheetTrigger>Open menu</SheetTrigger>
      <SheetContent side={side} aria-describedby={undefined}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
        </SheetHeader>
        <SheetClose>View Profile</SheetClose>
      </SheetContent>
    </Sheet>
  );
}

describe('Sheet', () => {
  it('opens a dialog titled Menu on the right by default', async () => {
    render(<SideMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    expect(sheet).toHaveAttribute('data-side', 'right');
    expect(sheet).toHaveClass('right-0');
  });

  it('slides in from the requested side', async () => {
    render(<SideMenu side="left" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveClass('left-0');
  });

  it('closes with the X button labelled Close and with SheetClose', async () => {
    render(<SideMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'View Profile' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
