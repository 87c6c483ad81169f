import { describe, expect, it, vi } from 'vitest';
import { createRef, useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Label } from '../label/label.tsx';
import { DatePicker, type DatePickerProps } from './date-picker.tsx';
import { formatDateForPeople } from './local-date.ts';

function BookingDate({
  initialValue = '',
  onValueChange = () => {},
  ...props
}: Partial<DatePickerProps> & { initialValue?: string }) {
  const [value, setValue] = useState(initialValue);
  return (
    <>
      <Label htmlFor="booking-date">Date</Label>
      <DatePicker
        id="booking-date"
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
      />
    </>
  );
}

function dateButton() {
  return screen.getByRole('button', { name: 'Date' });
}

async function openCalendar() {
  await userEvent.click(dateButton());
  return screen.getByRole('dialog', { name: 'Choose a date' });
}

describe('DatePicker', () => {
  it('is a button named by its label, showing the placeholder while empty', () => {
    render(<BookingDate />);
    expect(dateButton()).toHaveTextContent('Pick a date');
    expect(dateButton()).toHaveAccessibleDescription('Pick a date');
  });

  it('shows the chosen day for people, read out with any error description', () => {
    render(
      <>
        <BookingDate initialValue="2099-03-07" aria-invalid aria-describedby="date-error" />
        <p id="date-error">Please choose a date</p>
      </>,
    );
    const shown = formatDateForPeople(new Date(2099, 2, 7));
    expect(shown).toMatch(/Sat/);
    expect(shown).toMatch(/2099/);
    expect(dateButton()).toHaveTextContent(shown);
    expect(dateButton()).toHaveAccessibleDescription(`${shown} Please choose a date`);
    expect(dateButton()).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens on the chosen month with the chosen day focused and marked', async () => {
    render(<BookingDate initialValue="2099-03-07" />);
    const calendar = await openCalendar();
    expect(within(calendar).getByRole('grid', { name: 'March 2099' })).toBeInTheDocument();
    expect(
      within(calendar).getByRole('button', { name: 'Saturday, March 7th, 2099, selected' }),
    ).toHaveFocus();
  });

  it('reports the day picked as YYYY-MM-DD, closes and gives focus back to the button', async () => {
    const onValueChange = vi.fn();
    render(<BookingDate initialValue="2099-03-07" onValueChange={onValueChange} />);
    const calendar = await openCalendar();
    await userEvent.click(within(calendar).getByRole('button', { name: /March 20th, 2099/ }));

    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('2099-03-20');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dateButton()).toHaveFocus();
    expect(dateButton()).toHaveTextContent(formatDateForPeople(new Date(2099, 2, 20)));
  });

  it('picks with the keyboard: arrows move by day and week, Enter chooses', async () => {
    const onValueChange = vi.fn();
    render(<BookingDate initialValue="2099-03-07" onValueChange={onValueChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /March 7th, 2099/ })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(screen.getByRole('button', { name: /March 15th, 2099/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('2099-03-15');
    expect(dateButton()).toHaveFocus();
  });

  it('closes on Escape without changing the value', async () => {
    const onValueChange = vi.fn();
    render(<BookingDate initialValue="2099-03-07" onValueChange={onValueChange} />);
    await openCalendar();
    await userEvent.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(dateButton()).toHaveFocus();
  });

  it('opens on the month of min when empty and cannot pick days before min or after max', async () => {
    const onValueChange = vi.fn();
    render(<BookingDate min="2099-03-05" max="2099-03-25" onValueChange={onValueChange} />);
    const calendar = await openCalendar();
    expect(within(calendar).getByRole('grid', { name: 'March 2099' })).toBeInTheDocument();

    const beforeMin = within(calendar).getByRole('button', { name: /March 4th, 2099/ });
    const afterMax = within(calendar).getByRole('button', { name: /March 26th, 2099/ });
    expect(beforeMin).toBeDisabled();
    expect(afterMax).toBeDisabled();
    await userEvent.click(beforeMin, { pointerEventsCheck: 0 });
    expect(onValueChange).not.toHaveBeenCalled();

    expect(within(calendar).getByRole('button', { name: /March 5th, 2099/ })).toBeEnabled();
    expect(within(calendar).getByRole('button', { name: /previous month/i })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('cannot be opened when disabled', async () => {
    render(<BookingDate disabled />);
    expect(dateButton()).toBeDisabled();
    await userEvent.click(dateButton(), { pointerEventsCheck: 0 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives its ref to the button so a form library can focus it', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<BookingDate ref={ref} />);
    expect(ref.current).toBe(dateButton());
  });
});
