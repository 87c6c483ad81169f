import { describe, expect, it, vi } from 'vitest';
import { createRef, useState, type FormEvent } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Label } from '../label/label.tsx';
import { SelectField, type SelectFieldProps } from './select-field.tsx';

const durations = [
  { value: '60', label: '1 hour' },
  { value: '120', label: '2 hours' },
  { value: '180', label: '3 hours', disabled: true },
];

function DurationField({
  initialValue = '',
  onValueChange = () => {},
  ...props
}: Partial<SelectFieldProps> & { initialValue?: string }) {
  const [value, setValue] = useState(initialValue);
  return (
    <>
      <Label htmlFor="duration">Duration</Label>
      <SelectField
        id="duration"
        options={durations}
        placeholder="Select a duration"
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

describe('SelectField', () => {
  it('is a combobox named by its label, showing the placeholder while empty', () => {
    render(<DurationField />);
    const combobox = screen.getByRole('combobox', { name: 'Duration' });
    expect(combobox).toHaveTextContent('Select a duration');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with the keyboard and reports the option picked with the arrows and Enter', async () => {
    const onValueChange = vi.fn();
    render(<DurationField onValueChange={onValueChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Duration' });

    await userEvent.tab();
    expect(combobox).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '1 hour',
      '2 hours',
      '3 hours',
    ]);
    expect(screen.getByRole('option', { name: '3 hours' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('120');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox).toHaveTextContent('2 hours');
    expect(combobox).toHaveFocus();
  });

  it('reports the option picked with a pointer', async () => {
    const onValueChange = vi.fn();
    render(<DurationField onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Duration' }));
    await userEvent.click(screen.getByRole('option', { name: '1 hour' }));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('60');
    expect(screen.getByRole('combobox', { name: 'Duration' })).toHaveTextContent('1 hour');
  });

  it('closes on Escape without changing the value', async () => {
    const onValueChange = vi.fn();
    render(<DurationField initialValue="60" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Duration' }));
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Duration' })).toHaveTextContent('1 hour');
  });

  it('passes aria-invalid and aria-describedby to the combobox', () => {
    render(
      <>
        <DurationField aria-invalid aria-describedby="duration-error" />
        <p id="duration-error">Please choose a duration</p>
      </>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Duration' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('Please choose a duration');
  });

  it('cannot be opened when disabled', async () => {
    render(<DurationField disabled />);
    const combobox = screen.getByRole('combobox', { name: 'Duration' });
    expect(combobox).toBeDisabled();
    await userEvent.click(combobox, { pointerEventsCheck: 0 });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('gives its ref to the trigger so a form library can focus it', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<DurationField ref={ref} />);
    ref.current?.focus();
    expect(screen.getByRole('combobox', { name: 'Duration' })).toHaveFocus();
  });

  it('submits its value under its name with a form', async () => {
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      return new FormData(event.currentTarget).get('duration');
    });
    render(
      <form onSubmit={onSubmit}>
        <DurationField name="duration" initialValue="120" />
        <button type="submit">Book</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(onSubmit).toHaveReturnedWith('120');
  });
});
