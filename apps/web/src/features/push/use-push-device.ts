import { messageOf } from '@betterplay/contracts';
import { useCallback, useEffect, useState } from 'react';
import { readPushStatus, turnPushOff, turnPushOn, type PushDeviceStatus } from './push-device.ts';

/** This browser's push, read once on mount, and the two ways to change it. */
export function usePushDevice() {
  const [status, setStatus] = useState<PushDeviceStatus | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    readPushStatus().then(
      (read) => live && setStatus(read),
      // The browser has a subscription the server would not take: show it as off.
      () => live && setStatus('off'),
    );
    return () => {
      live = false;
    };
  }, []);

  const change = useCallback(async (to: () => Promise<PushDeviceStatus>) => {
    setBusy(true);
    setError(null);
    try {
      setStatus(await to());
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }, []);

  return {
    status,
    busy,
    error,
    turnOn: () => void change(turnPushOn),
    turnOff: () => void change(turnPushOff),
  };
}
