import type { Social } from '@betterplay/contracts';

/** Fills `isPast` as the server would: a one-time social is past once its start has gone by. */
export function withPastFlag<T extends Omit<Social, 'isPast'> & { isPast?: boolean }>(
  social: T,
): T & { isPast: boolean } {
  const startsAt = new Date(`${social.date}T${social.time}`).getTime();
  const isPast = social.isPast ?? (social.eventType === 'oneTime' && startsAt < Date.now());
  return { ...social, isPast };
}
