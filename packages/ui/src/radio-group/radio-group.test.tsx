import { describe, expect, it, vi } from 'vitest';
import { type FormEvent } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioGroup, RadioGroupOption } from './radio-group.tsx';

function PaymentMethods({
  onValueChange,
  defaultValue,
}: {
  onValueChange?: (value: string) => void;
  defaultValue?: string;
}) {
  return (
    <>
      <h2 id="payment-heading">Payment method</h2>
      <RadioGroup
        aria-labelledby="payment-heading"
        name="method"
        defaultValue={defaultValue}
        onValueChange={onValueChange}
      >
        <RadioGroupOption value="apple-pay" label="Apple Pay" description="Pay with Face ID" />
        <RadioGroupOption value="android-pay" label="Android Pay" />
        <RadioGroupOption value="mastercard" label="Mastercard" description="Ending in 4242" />
      </RadioGroup>
    </>
  );
}

/**
 * Radix moves focus a tick after keydown and selects only while the arrow key is still down,
 * so each press is held across that tick, as a person's key press is.
 */
async function pressArrow(key: 'ArrowDown' | 'ArrowUp') {
  await userEvent.keyboard(`{${key}>}`);
  await userEvent.keyboard(`{/${key}}`);
}

describe('RadioGroup', () => {
  it('is a radio group named by aria-labelledby, its radios named by their labels', () => {
    render(<PaymentMethods />);
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeInTheDocument();
    const applePay = screen.getByRole('radio', { name: 'Apple Pay' });
    expect(applePay).toHaveAccessibleDescription('Pay with Face ID');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-checked'))).toEqual(
      ['false', 'false', 'false'],
    );
  });

  it('is named by aria-label too', () => {
    render(
      <RadioGroup aria-label="Duration">
        <RadioGroupOption value="60" label="1 hour" />
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Duration' })).toBeInTheDocument();
  });

  it('selects the option whose row is tapped, reporting its value', async () => {
    const onValueChange = vi.fn();
    render(<PaymentMethods onValueChange={onValueChange} />);
    await userEvent.click(screen.getByText('Ending in 4242'));
    expect(screen.getByRole('radio', { name: 'Mastercard' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('mastercard');
  });

  it('moves the selection with the arrow keys, from one Tab stop', async () => {
    const onValueChange = vi.fn();
    render(<PaymentMethods defaultValue="apple-pay" onValueChange={onValueChange} />);

    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Apple Pay' })).toHaveFocus();
    await pressArrow('ArrowDown');
    const androidPay = screen.getByRole('radio', { name: 'Android Pay' });
    expect(androidPay).toHaveFocus();
    expect(androidPay).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('android-pay');

    await pressArrow('ArrowUp');
    await pressArrow('ArrowUp');
    expect(screen.getByRole('radio', { name: 'Mastercard' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('mastercard');

    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Mastercard' })).toHaveFocus();
  });

  it('selects with a quick arrow press whose key is up before the focus moves', async () => {
    const onValueChange = vi.fn();
    render(<PaymentMethods defaultValue="apple-pay" onValueChange={onValueChange} />);
    await userEvent.tab();
    // Down and up at once, as a quick press (or a screen reader's arrow) sends them.
    await userEvent.keyboard('{ArrowDown}');
    const androidPay = screen.getByRole('radio', { name: 'Android Pay' });
    expect(androidPay).toHaveFocus();
    expect(androidPay).toBeChecked();
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('android-pay');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Apple Pay' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('apple-pay');
  });

  it('skips a disabled option, by pointer and by keyboard', async () => {
    const durations = (
      <RadioGroup aria-label="Duration" defaultValue="60">
        <RadioGroupOption value="60" label="1 hour" />
        <RadioGroupOption value="120" label="2 hours" disabled />
        <RadioGroupOption value="180" label="3 hours" />
      </RadioGroup>
    );
    const { unmount } = render(durations);
    expect(screen.getByRole('radio', { name: '2 hours' })).toBeDisabled();
    await userEvent.click(screen.getByText('2 hours'), { pointerEventsCheck: 0 });
    expect(screen.getByRole('radio', { name: '1 hour' })).toBeChecked();
    unmount();

    render(durations);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '1 hour' })).toHaveFocus();
    await pressArrow('ArrowDown');
    expect(screen.getByRole('radio', { name: '3 hours' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '3 hours' })).toBeChecked();
  });

  it('focuses a tapped row, so the arrow keys go on from there', async () => {
    render(<PaymentMethods />);
    await userEvent.click(screen.getByText('Android Pay'));
    expect(screen.getByRole('radio', { name: 'Android Pay' })).toHaveFocus();
    await pressArrow('ArrowDown');
    expect(screen.getByRole('radio', { name: 'Mastercard' })).toBeChecked();
  });

  it('submits the chosen value with a form', async () => {
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      return new FormData(event.currentTarget).get('method');
    });
    render(
      <form onSubmit={onSubmit}>
        <PaymentMethods />
        <button type="submit">Pay</button>
      </form>,
    );
    await userEvent.click(screen.getByText('Android Pay'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onSubmit).toHaveReturnedWith('android-pay');
  });
});
