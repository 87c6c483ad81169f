import type { Hold } from '@betterplay/contracts';
import { useNow } from '../../../lib/use-now.ts';

/**
 * When a hold ends on this device's clock: its expiry minus the server's time when it answered,
 * counted from when the answer came (`receivedAt`), so a device clock that is off does not matter.
 */
export const holdEndsAt = (hold: Pick<Hold, 'expiresAt' | 'serverNow'>, receivedAt: number) =>
  receivedAt + Date.parse(hold.expiresAt) - Date.parse(hold.serverNow);

/** 452 → '7:32' */
export const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** 'Held for you · 7:32 left' */
export const heldForYouText = (secondsLeft: number) =>
  `Held for you · ${minutesAndSeconds(secondsLeft)} left`;

/** Whole seconds left on each hold now, ticking every second while any is shown. */
export function useSecondsLeft(endsAt: readonly number[]): number[] {
  const now = useNow(endsAt.length > 0, 1_000);
  return endsAt.map((end) => Math.max(0, Math.ceil((end - now) / 1_000)));
}
