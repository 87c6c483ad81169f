import { Button } from '@betterplay/ui';
import type { PushDeviceStatus } from './push-device.ts';

export const PUSH_DEVICE_TEXTS = {
  title: 'Push on this device',
  checking: 'Checking this device...',
  unsupported: 'This browser cannot show notifications from Better Play.',
  blocked:
    'Notifications are blocked for Better Play in this browser’s settings. Allow them there, then come back.',
  off: 'Get offers, answers and messages here, even when Better Play is closed.',
  on: 'Push is on for this device.',
  turnOn: 'Turn on push',
  turnOff: 'Turn off push',
} as const;

export interface PushDeviceSwitchProps {
  /** undefined while the browser is being asked */
  status: PushDeviceStatus | undefined;
  busy?: boolean;
  /** why the last change failed */
  error?: string | null;
  onTurnOn(): void;
  onTurnOff(): void;
}

/** The Notifications card's last part: whether this browser receives push, and the switch. */
export function PushDeviceSwitch({
  status,
  busy = false,
  error,
  onTurnOn,
  onTurnOff,
}: PushDeviceSwitchProps) {
  const words = status === undefined ? PUSH_DEVICE_TEXTS.checking : PUSH_DEVICE_TEXTS[status];
  const action =
    status === 'off'
      ? { label: PUSH_DEVICE_TEXTS.turnOn, run: onTurnOn, variant: 'default' as const }
      : status === 'on'
        ? { label: PUSH_DEVICE_TEXTS.turnOff, run: onTurnOff, variant: 'outline' as const }
        : null;
  return (
    <section
      aria-labelledby="push-device-title"
      className="mt-4 flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <h3 id="push-device-title" className="text-sm font-medium">
          {PUSH_DEVICE_TEXTS.title}
        </h3>
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {words}
        </p>
        {error ? (
          <p role="alert" className="text-destructive mt-1 text-sm">
            {error}
          </p>
        ) : null}
      </div>
      {action ? (
        <Button
          type="button"
          variant={action.variant}
          className="min-h-11 shrink-0"
          disabled={busy}
          aria-busy={busy}
          onClick={action.run}
        >
          {action.label}
        </Button>
      ) : null}
    </section>
  );
}
