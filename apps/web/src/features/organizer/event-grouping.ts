import type { Social } from '@betterplay/contracts';

export type EventGroup = 'upcoming' | 'recurring' | 'past';

type Schedulable = Pick<Social, 'eventType' | 'date' | 'time'>;

/** When a one-time social starts, in the browser's time zone; NaN if the date is unreadable. */
export function startOf(social: Pick<Social, 'date' | 'time'>): number {
  return new Date(`${social.date}T${social.time}`).getTime();
}

/**
 * Spec section 4: repeating socials (daily, weekly, monthly) are recurring; a one-time social is
 * upcoming until its date and time pass, then past.
 */
export function groupOf(social: Schedulable, now: number): EventGroup {
  if (social.eventType !== 'oneTime') return 'recurring';
  const start = startOf(social);
  return Number.isNaN(start) || start >= now ? 'upcoming' : 'past';
}

export function groupEvents<T extends Schedulable>(
  socials: T[],
  now: number,
): Record<EventGroup, T[]> {
  const groups: Record<EventGroup, T[]> = { upcoming: [], recurring: [], past: [] };
  for (const social of socials) groups[groupOf(social, now)].push(social);
  // Soonest first for what is coming, most recent first for what has been.
  groups.upcoming.sort((a, b) => startOf(a) - startOf(b));
  groups.past.sort((a, b) => startOf(b) - startOf(a));
  return groups;
}
