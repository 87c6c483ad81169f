import type { Social } from '@betterplay/contracts';

export type EventGroup = 'upcoming' | 'recurring' | 'past';

type Schedulable = Pick<Social, 'eventType' | 'date' | 'time' | 'isPast'>;

/** For ordering only: when a social starts, read in the browser's time zone. */
export function startOf(social: Pick<Social, 'date' | 'time'>): number {
  return new Date(`${social.date}T${social.time}`).getTime();
}

/**
 * Repeating socials (daily, weekly, monthly) are recurring; a one-time social is upcoming until
 * the server says its start has passed (one clock and time zone for every screen).
 */
export function groupOf(social: Pick<Social, 'eventType' | 'isPast'>): EventGroup {
  if (social.eventType !== 'oneTime') return 'recurring';
  return social.isPast ? 'past' : 'upcoming';
}

export function groupEvents<T extends Schedulable>(socials: T[]): Record<EventGroup, T[]> {
  const groups: Record<EventGroup, T[]> = { upcoming: [], recurring: [], past: [] };
  for (const social of socials) groups[groupOf(social)].push(social);
  // Soonest first for what is coming, most recent first for what has been.
  groups.upcoming.sort((a, b) => startOf(a) - startOf(b));
  groups.past.sort((a, b) => startOf(b) - startOf(a));
  return groups;
}
