import { appError } from '../../errors.ts';

/** How long a turned-down player waits before asking the same social again. */
export const REJECTION_COOLDOWN_MS = 24 * 60 * 60 * 1000;

/**
 * A rejection stands for a day: without this a player could re-send the same request the moment
 * it was turned down, and keep the organiser's bell ringing.
 */
export function assertCooldownOver(rejectedAt: Date | null, now: Date) {
  if (!rejectedAt) return;
  const remainingMs = rejectedAt.getTime() + REJECTION_COOLDOWN_MS - now.getTime();
  if (remainingMs > 0) throw appError('REQUEST_RECENTLY_REJECTED', { wait: inWords(remainingMs) });
}

/** 'in 23 hours', 'in 1 hour', 'in 5 minutes': rounded up, so asking then always works. */
export function inWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} hour${hours === 1 ? '' : 's'}`;
}
