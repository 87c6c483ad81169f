import { formatClockTime } from '../../lib/format.ts';

/** 1 → '1st', 2 → '2nd', 11 → '11th', 23 → '23rd' */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** '7:30 PM' in the device's zone, written like every time in the app (no Intl). */
export const clockTime = (iso: string): string => formatClockTime(new Date(iso));

/** 7,260 s → '2 h 1 min left'; 452 s → '7:32 left' */
export function timeLeftText(seconds: number): string {
  if (seconds >= 3600) {
    const hours = Math.floor(seconds / 3600);
    return `${hours} h ${Math.floor((seconds % 3600) / 60)} min left`;
  }
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} left`;
}

export const WAITLIST_UI = {
  join: 'Join the waitlist',
  leave: 'Leave the waitlist',
  take: 'Take the place',
  noThanks: 'No thanks',
  messageLabel: 'Message to the organiser (optional)',
  waiting: (count: number) =>
    count === 0
      ? 'Nobody is waiting yet'
      : `${count} ${count === 1 ? 'player' : 'players'} waiting`,
  position: (position: number) => `You are ${ordinal(position)} in line`,
  offer: (expiresAt: string) => `A place is yours until ${clockTime(expiresAt)}`,
} as const;
