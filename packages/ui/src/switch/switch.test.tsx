import { describe, expect, it, vi } from 'vitest';
import { useState, type FormEvent } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Label } from '../label/label.tsx';
import { Switch } from './switch.tsx';

function ProfileVisibility({ onCheckedChange }: { onCheckedChange: (checked: boolean) => void }) {
  const [isPublic, setIsPublic] = useState(false);
  return (
    <>
      <Switch
        id="public-profile"
        checked={isPublic}
        onCheckedChange={(checked) => {
          setIsPublic(checked);
          onCheckedChange(checked);
        }}
      />
      <Label htmlFor="public-profile">Public profile</Label>
    </>
  );
}

describe('Switch', () => {
  it('is a switch named by its label, reporting its state in aria-checked', () => {
    render(<ProfileVisibility onCheckedChange={() => {}} />);
    expect(screen.getByRole('switch', { name: 'Public profile' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('toggles with Space and reports the new state', async () => {
    const onCheckedChange = vi.fn();
    render(<ProfileVisibility onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Public profile' });

    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles when its label is clicked', async () => {
    const onCheckedChange = vi.fn();
    render(<ProfileVisibility onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByText('Public profile'));
    expect(screen.getByRole('switch', { name: 'Public profile' })).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('does not toggle when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="Public profile" disabled onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Public profile' });
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('submits "on" under its name with a form when checked', async () => {
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      return new FormData(event.currentTarget).get('isPublic');
    });
    render(
      <form onSubmit={onSubmit}>
        <Switch aria-label="Public profile" name="isPublic" defaultChecked />
        <button type="submit">Save</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveReturnedWith('on');
  });
});
