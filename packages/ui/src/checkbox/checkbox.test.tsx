import { describe, expect, it, vi } from 'vitest';
import { useState, type FormEvent } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Label } from '../label/label.tsx';
import { Checkbox } from './checkbox.tsx';

function ControlledCheckbox({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <Checkbox
        id="public"
        checked={checked}
        onCheckedChange={(value) => {
          setChecked(value === true);
          onChange(value === true);
        }}
      />
      <Label htmlFor="public">Public profile</Label>
    </>
  );
}

describe('Checkbox', () => {
  it('toggles and reports the new state through onCheckedChange', async () => {
    const onChange = vi.fn();
    render(<ControlledCheckbox onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Public profile' });
    expect(checkbox).not.toBeChecked();

    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(screen.getByText('Public profile'));
    expect(checkbox).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('does not toggle when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox aria-label="Agree" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Agree' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('submits its value with a form', async () => {
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      return new FormData(event.currentTarget).get('terms');
    });
    render(
      <form onSubmit={onSubmit}>
        <Checkbox aria-label="Terms" name="terms" value="yes" />
        <button type="submit">Submit</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Terms' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveReturnedWith('yes');
  });
});
