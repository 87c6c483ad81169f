import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PUSH_DEVICE_TEXTS, PushDeviceSwitch } from './push-device-switch.tsx';

const handlers = () => ({ onTurnOn: vi.fn(), onTurnOff: vi.fn() });

describe('PushDeviceSwitch', () => {
  it('offers to turn push on when it is off, and calls back on a tap', async () => {
    const on = handlers();
    render(<PushDeviceSwitch status="off" {...on} />);
    expect(screen.getByText(PUSH_DEVICE_TEXTS.off)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on push' }));
    expect(on.onTurnOn).toHaveBeenCalledOnce();
    expect(on.onTurnOff).not.toHaveBeenCalled();
  });

  it('offers to turn it off when it is on', async () => {
    const on = handlers();
    render(<PushDeviceSwitch status="on" {...on} />);
    await userEvent.click(screen.getByRole('button', { name: 'Turn off push' }));
    expect(on.onTurnOff).toHaveBeenCalledOnce();
  });

  it.each(['blocked', 'unsupported'] as const)('explains %s and offers no button', (status) => {
    render(<PushDeviceSwitch status={status} {...handlers()} />);
    expect(screen.getByText(PUSH_DEVICE_TEXTS[status])).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('waits while a change is under way, and shows why one failed', () => {
    render(
      <PushDeviceSwitch status="off" busy error="Notifications were not allowed" {...handlers()} />,
    );
    expect(screen.getByRole('button', { name: 'Turn on push' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Notifications were not allowed');
  });
});
